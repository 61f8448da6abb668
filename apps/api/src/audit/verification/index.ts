export * from './outcome';
export * from './chain-walk';
export * from './scratch-replay';
export * from './read-model-compare';
export * from './verify-log';
export * from './platform-sources';
export * from './verification-runs';
