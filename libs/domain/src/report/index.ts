export * from './events';
export * from './commands';
