export * from './number';
export * from './limits';
export * from './events';
export * from './commands';
export * from './state';
export { couponDecider } from './decider';
