import { isOneOf } from './code-set';

/**
 * The spec's online buckets, in the order the back office shows them. Each device in scope is in
 * exactly one (docs/decisions/online-buckets.md).
 */
export const ONLINE_BUCKETS = Object.freeze([
  'online',
  'unused',
  'sleeping',
  'offlineUnder12h',
  'offline12hTo90d',
  'neverOnline90d',
  'neverOnline180d',
] as const);
export type OnlineBucket = (typeof ONLINE_BUCKETS)[number];
export const isOnlineBucket = isOneOf(ONLINE_BUCKETS);
