export * from './events';
export * from './commands';
export * from './state';
export { messageDecider } from './decider';
