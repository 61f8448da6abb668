import {
  KEPT_VERIFICATIONS,
  VerificationRuns,
  type ProgressListener,
  type VerificationOutcome,
} from '../../apps/api/src/audit/verification';

/** The server's verifications: one at a time, the latest kept, failures logged, stopped with the server. */

const NOW_MS = Date.UTC(2026, 10, 26, 1, 0, 0);
const US = 1000;

/** Verifications that end when the test says, each reporting its progress first. */
function controlled() {
  const pending: { finish: (outcome: VerificationOutcome) => void; fail: (error: Error) => void }[] = [];
  const listeners: ProgressListener[] = [];
  const errors: [string, unknown][] = [];
  let ids = 0;
  const runs = new VerificationRuns({
    verify: (onProgress) =>
      new Promise<VerificationOutcome>((finish, fail) => {
        listeners.push(onProgress);
        pending.push({ finish, fail });
      }),
    now: () => NOW_MS,
    newId: () => `v${++ids}`,
    logError: (message, error) => errors.push([message, error]),
  });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { runs, pending, listeners, errors, settle };
}

const intact: VerificationOutcome = { state: 'intact', headPosition: 42n, headHash: 'ab'.repeat(32) };

describe('the verifications of a server', () => {
  it('runs one at a time: a second start answers the running one, with its progress', async () => {
    const { runs, pending, listeners, settle } = controlled();
    const first = runs.start();
    expect(first).toMatchObject({ id: 'v1', state: 'running', phase: 'chain', startedAt: NOW_MS * US });
    await settle();
    listeners[0]({ phase: 'replay', checked: 10, total: 42 });
    expect(runs.start()).toMatchObject({ id: 'v1', phase: 'replay', checked: 10, total: 42 });
    expect(pending).toHaveLength(1);

    pending[0].finish(intact);
    await settle();
    expect(runs.get('v1')).toMatchObject({
      state: 'intact',
      phase: 'done',
      headPosition: '42',
      headHash: intact.state === 'intact' ? intact.headHash : null,
      finishedAt: NOW_MS * US,
    });
    expect(runs.start().id).toBe('v2');
  });

  it('answers a broken log with its problem, where and what', async () => {
    const { runs, pending, settle } = controlled();
    runs.start();
    await settle();
    pending[0].finish({
      state: 'broken',
      problem: 'broken_link',
      position: 7n,
      detail: 'stream x revision 2',
    });
    await settle();
    expect(runs.get()).toMatchObject({
      state: 'broken',
      problem: 'broken_link',
      problemPosition: '7',
      problemDetail: 'stream x revision 2',
      headHash: null,
    });
  });

  it('keeps the latest ten, newest first; an unknown or forgotten one is undefined', async () => {
    const { runs, pending, settle } = controlled();
    for (let i = 0; i < KEPT_VERIFICATIONS + 2; i++) {
      runs.start();
      await settle();
      pending[i].finish(intact);
      await settle();
    }
    expect(runs.get()?.id).toBe(`v${KEPT_VERIFICATIONS + 2}`);
    expect(runs.get('v3')?.id).toBe('v3');
    expect(runs.get('v2')).toBeUndefined();
    expect(runs.get('v1')).toBeUndefined();
  });

  it('ends as failed when the verification cannot run, the error logged', async () => {
    const { runs, pending, errors, settle } = controlled();
    expect(runs.get()).toBeUndefined();
    runs.start();
    await settle();
    const error = new Error('disk gone');
    pending[0].fail(error);
    await settle();
    expect(runs.get()).toMatchObject({ state: 'failed', problem: null, problemDetail: 'disk gone' });
    expect(errors).toEqual([['audit verification v1 failed', error]]);
  });

  it('stops with the server: the running one ends failed at its next progress', async () => {
    const { runs, pending, listeners, settle } = controlled();
    runs.start();
    await settle();
    const stopped = runs.stop();
    expect(() => listeners[0]({ phase: 'chain', checked: 1, total: 2 })).toThrow('stopped');
    pending[0].fail(new Error('stopped'));
    await stopped;
    expect(runs.get()?.state).toBe('failed');
  });
});
