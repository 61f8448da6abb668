export * from './subjects';
export * from './events';
export * from './declarations';
/** What an erased personal field reads (re-exported for the event store's personal-data layer). */
export { ERASED_PERSONAL_DATA } from '@gps/codes';
export * from './decider';
export * from './erased-echoes';
