import { identifier, serialNumber } from '../validation/identifiers';
import { oneOf, timestamp } from '../validation/numbers';
import { optionalText, requiredText } from '../validation/text';
import type { HandleWarning } from './commands';
import type { WarningHandledData } from './events';
import { WARNING_HANDLER_KINDS, WARNING_HANDLING_LIMITS, type WarningHandler } from './limits';

/** The sign-in names of every account kind fit in this (account names are at most 100). */
const ACCOUNT_MAX = 100;

function handler(value: unknown): WarningHandler {
  const h = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return {
    kind: oneOf('handledBy.kind', h.kind, WARNING_HANDLER_KINDS),
    id: identifier('handledBy.id', h.id),
    account: requiredText('handledBy.account', h.account, ACCOUNT_MAX),
  };
}

/** Trimmed, at most 280 characters, one line of safe text; blank is no note (null). */
export function warningNote(value: unknown): string | null {
  return optionalText('note', value, WARNING_HANDLING_LIMITS.noteMax);
}

/** The event data a handling would record, or a validation error. */
export function warningHandledData(c: HandleWarning): WarningHandledData {
  return {
    warningId: identifier('warningId', c.warningId),
    serialNumber: serialNumber('deviceSerialNumber', c.serialNumber),
    note: warningNote(c.note),
    handledBy: handler(c.handledBy),
    at: timestamp('at', c.at),
  };
}
