import { ACCOUNT_STATUS_CODES, type AccountStatusCode } from '../shared/status';
import { oneOf } from './numbers';
import { requiredText } from './text';

/** Display names of administrators and fleets. */
export const ALIAS_MAX = 50;

export function alias(value: unknown): string {
  return requiredText('alias', value, ALIAS_MAX);
}

export function statusCode(value: unknown): AccountStatusCode {
  return oneOf('statusCode', value, ACCOUNT_STATUS_CODES);
}
