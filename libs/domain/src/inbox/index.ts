export * from './events';
export * from './commands';
export * from './state';
export { inboxDecider } from './decider';
