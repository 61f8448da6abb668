/**
 * Every code set of the platform, once: the domain, the contracts, the projections, the protocols,
 * the api and the web app read them from here. Nothing here imports anything, so the browser can
 * take it as is (docs/decisions/code-sets.md).
 */
export * from './code-set';
export * from './account';
export * from './admin-rights';
export * from './client-access';
export * from './device';
export * from './remote-command';
export * from './vehicle';
export * from './warnings';
export * from './languages';
export * from './settings';
export * from './errors';
export * from './error-summary';
export * from './password-policy';
export * from './serial-numbers';
export * from './exports';
export * from './places';
export * from './online-buckets';
export * from './statistics';
export * from './calendar-days';
export * from './billing';
export * from './messages';
export * from './audit';
