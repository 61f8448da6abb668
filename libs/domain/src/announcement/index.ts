export * from './events';
export * from './commands';
export * from './state';
export { announcementDecider } from './decider';
