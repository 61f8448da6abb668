export * from './periods';
export * from './caps';
