import type { DomainEvent } from '../decider';
import type { WarningHandler } from './limits';

export interface WarningHandledData {
  warningId: string;
  serialNumber: string;
  /** Trimmed, 1-280 characters, or null when the handler wrote none. */
  note: string | null;
  handledBy: WarningHandler;
  /** Epoch ms. */
  at: number;
}

export type WarningHandled = DomainEvent<'WarningHandled', WarningHandledData>;

export type WarningEvent = WarningHandled;

export const WARNING_EVENT_TYPES = ['WarningHandled'] as const satisfies readonly WarningEvent['type'][];
