export * from './answer';
export * from './day-rows';
export * from './figures';
export * from './scope';
export * from './sums';
