export * from './item';
export * from './limits';
export * from './events';
export * from './commands';
export * from './state';
export { vipPlanItemOf } from './validation';
export { vipPlanDecider } from './decider';
