export * from './error-codes';
export * from './constants';
export * from './calls';
export * from './catalogue';
