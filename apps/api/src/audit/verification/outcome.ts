import type { AuditProblem, AuditVerificationPhase } from '@gps/codes';

/** Where a verification is: its phase, and how many events (or documents) of how many it checked. */
export interface VerificationProgress {
  phase: AuditVerificationPhase;
  checked: number;
  total: number;
}

/** Called as a verification moves on (after every batch). */
export type ProgressListener = (progress: VerificationProgress) => void;

/** The first thing found wrong: what, at which log position, and where (a stream, a document). */
export interface VerificationProblem {
  problem: AuditProblem;
  /** The position of the first event in question (for a document: the head the comparison covers). */
  position: bigint;
  /** `stream <id> revision <n>`, or `<collection> <document id>`. */
  detail: string;
}

/** How a verification that could run ended. */
export type VerificationOutcome =
  | { state: 'intact'; headPosition: bigint | undefined; headHash: string | undefined }
  | ({ state: 'broken' } & VerificationProblem);
