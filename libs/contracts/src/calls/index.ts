export * from './common';
export * from './auth';
export * from './accounts';
export * from './fleets';
export * from './devices';
export * from './settings';
export * from './remote-commands';
export * from './voice-recordings';
