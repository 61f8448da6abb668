import { AUDIT_VERIFICATION_PHASES } from '@gps/codes';

/** How often a running verification is asked how far it is. */
export const VERIFICATION_POLL_MS = 1000;
const PERCENT = 100;

export interface VerificationProgress {
  state: string;
  phase: string;
  checked: number;
  total: number;
}

export const isRunning = (v: Pick<VerificationProgress, 'state'> | null | undefined): boolean =>
  v?.state === 'running';

/** The phase's share done, whole percent (0 before its total is known; never past 100). */
export function percentDone({ checked, total }: Pick<VerificationProgress, 'checked' | 'total'>): number {
  if (total <= 0) return 0;
  return Math.min(PERCENT, Math.floor((checked * PERCENT) / total));
}

/** The phase's step (0 chain, 1 replay, 2 compare, 3 done); an unknown phase counts as the first. */
export function phaseStep(phase: string): number {
  return Math.max(0, AUDIT_VERIFICATION_PHASES.indexOf(phase as (typeof AUDIT_VERIFICATION_PHASES)[number]));
}
