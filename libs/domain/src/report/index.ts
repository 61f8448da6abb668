export * from './events';
export * from './commands';
export * from './state';
export { reportDecider } from './decider';
