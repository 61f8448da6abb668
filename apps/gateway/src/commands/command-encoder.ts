import type { CommandError } from '@gps/protocols';
import type { PendingCommand } from '../ingest-port';
import type { CommandLedger } from './command-ledger';

export interface EncodedCommand {
  frame: Buffer;
  /** The text as the outbox records it. */
  text: string;
  /** What the device's reply echoes (see CommandLedger). */
  reference: string;
  /** H02 only: the HHMMSS the device will echo. */
  commandTime?: string;
}

export type CommandEncoding = { ok: true; command: EncodedCommand } | { ok: false; error: CommandError };

/** One per TCP session: encoders keep per-connection state (GT06 frame serials). */
export interface CommandEncoder {
  encode(pending: PendingCommand, serial: string, at: number, ledger: CommandLedger): CommandEncoding;
  /** Resolves when the next command may be sent (absent: at once). */
  ready?(): Promise<void>;
}
