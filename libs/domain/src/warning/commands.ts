import type { WarningHandler } from './limits';

/**
 * Mark a warning handled, with a note. Stream `warning-<warningId>`: the handling of one warning,
 * apart from the telemetry day stream that raised it (the gateway's ingest owns that one).
 */
export interface HandleWarning {
  type: 'HandleWarning';
  warningId: string;
  /** The warning's device, kept on the fact so the log alone says whose warning it was. */
  serialNumber: string;
  /** Trimmed; blank means no note (null). */
  note: string | null;
  handledBy: WarningHandler;
  at: number;
}

export type WarningCommand = HandleWarning;
