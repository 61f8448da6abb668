import { ACCOUNT_KINDS, type AccountKind } from '@gps/codes';

/** The rules of a handled warning (docs/decisions/warnings.md). */
export const WARNING_HANDLING_LIMITS = {
  /** Characters (code points) of the note, after trimming: a short line, as an SMS or a tweet. */
  noteMax: 280,
} as const;

/** Who handled a warning: one of the account kinds, with the sign-in name as it was then. */
export interface WarningHandler {
  kind: AccountKind;
  /** The admin account id, the fleet id or the device serial number. */
  id: string;
  /** The sign-in name (a device's is its serial number). */
  account: string;
}

export const WARNING_HANDLER_KINDS: readonly AccountKind[] = ACCOUNT_KINDS;
