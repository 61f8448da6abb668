import type { AuditProblem, AuditVerificationPhase, AuditVerificationState } from '@gps/codes';
import type { ProgressListener, VerificationOutcome } from './outcome';

/**
 * Finished verifications kept in memory (a verification is not an event: it changes nothing, and
 * its outcome is only true of the log as it was then). The latest ten: enough to look back at the
 * last few days' runs, and a restart forgets them, which the page says.
 */
export const KEPT_VERIFICATIONS = 10;

const MICROS_PER_MS = 1000;

/** A verification as both doors answer it (AuditVerification). */
export interface VerificationRun {
  id: string;
  state: AuditVerificationState;
  phase: AuditVerificationPhase;
  checked: number;
  total: number;
  startedAt: number;
  finishedAt: number | null;
  headPosition: string | null;
  headHash: string | null;
  problem: AuditProblem | null;
  problemPosition: string | null;
  problemDetail: string | null;
}

/** What the runs need: the verification itself, a clock (ms), ids and a place for failures. */
export interface VerificationRunsDeps {
  verify(onProgress: ProgressListener): Promise<VerificationOutcome>;
  now(): number;
  newId(): string;
  logError(message: string, error: unknown): void;
}

/** The platform stopped while a verification ran. */
export class VerificationStoppedError extends Error {
  constructor() {
    super('the platform stopped during the verification');
    this.name = 'VerificationStoppedError';
  }
}

/**
 * The verifications of one server: at most one runs at a time (a second start answers it), in the
 * background, and the latest finished ones are kept.
 */
export class VerificationRuns {
  private readonly runs: VerificationRun[] = [];
  private running: { run: VerificationRun; done: Promise<void> } | undefined;
  private stopping = false;

  constructor(private readonly deps: VerificationRunsDeps) {}

  /** Starts one, or answers the one running. */
  start(): VerificationRun {
    if (this.running) return { ...this.running.run };
    const run: VerificationRun = {
      id: this.deps.newId(),
      state: 'running',
      phase: 'chain',
      checked: 0,
      total: 0,
      startedAt: this.deps.now() * MICROS_PER_MS,
      finishedAt: null,
      headPosition: null,
      headHash: null,
      problem: null,
      problemPosition: null,
      problemDetail: null,
    };
    this.runs.unshift(run);
    this.runs.splice(KEPT_VERIFICATIONS);
    this.running = { run, done: this.execute(run) };
    return { ...run };
  }

  /** One run by id, or the latest without one; undefined when unknown (or none yet). */
  get(id?: string): VerificationRun | undefined {
    const run = id === undefined ? this.runs[0] : this.runs.find((r) => r.id === id);
    return run && { ...run };
  }

  /** Ends the running verification at its next batch (as failed) and waits for it. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.running?.done;
  }

  private async execute(run: VerificationRun): Promise<void> {
    // Let start() answer before any work is done.
    await Promise.resolve();
    try {
      const outcome = await this.deps.verify((progress) => {
        if (this.stopping) throw new VerificationStoppedError();
        Object.assign(run, progress);
      });
      if (outcome.state === 'intact') {
        run.headPosition = outcome.headPosition?.toString() ?? null;
        run.headHash = outcome.headHash ?? null;
      } else {
        run.problem = outcome.problem;
        run.problemPosition = outcome.position.toString();
        run.problemDetail = outcome.detail;
      }
      run.state = outcome.state;
      run.phase = 'done';
    } catch (error) {
      this.deps.logError(`audit verification ${run.id} failed`, error);
      run.state = 'failed';
      run.problemDetail = error instanceof Error ? error.message : String(error);
    } finally {
      run.finishedAt = this.deps.now() * MICROS_PER_MS;
      this.running = undefined;
    }
  }
}
