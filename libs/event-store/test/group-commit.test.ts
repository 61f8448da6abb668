import { GroupCommit, type Outcome } from '../src/sqlite/group-commit';

const tick = () => new Promise((r) => setImmediate(r));

/** A durable step that completes when the test says so. */
function manualDurable() {
  const waiting: { resolve: () => void; reject: (e: Error) => void }[] = [];
  return {
    durable: () => new Promise<void>((resolve, reject) => waiting.push({ resolve, reject })),
    succeed: () => waiting.shift()!.resolve(),
    fail: (error: Error) => waiting.shift()!.reject(error),
  };
}

const commitAll = (jobs: number[]): Outcome<number>[] =>
  jobs.map((j) =>
    j < 0 ? { ok: false, error: new Error(`job ${j} refused`) } : { ok: true, value: j * 10 },
  );

describe('GroupCommit with a durable step', () => {
  it('settles a group only once what it committed is durable', async () => {
    const disk = manualDurable();
    const groups = new GroupCommit(commitAll, 100, disk.durable);
    const settled: number[] = [];
    const appends = [1, 2].map((j) => groups.submit(j).then((v) => settled.push(v)));
    await tick();
    expect(settled).toEqual([]);
    disk.succeed();
    await Promise.all(appends);
    expect(settled).toEqual([10, 20]);
  });

  it('commits the next group while the previous one waits for the disk', async () => {
    const committed: number[][] = [];
    const disk = manualDurable();
    const groups = new GroupCommit(
      (jobs: number[]) => {
        committed.push(jobs);
        return commitAll(jobs);
      },
      100,
      disk.durable,
    );
    const first = groups.submit(1);
    await tick();
    const second = groups.submit(2);
    await tick();
    expect(committed).toEqual([[1], [2]]);
    disk.succeed();
    disk.succeed();
    await expect(Promise.all([first, second])).resolves.toEqual([10, 20]);
  });

  it('rejects the successes of a group whose durable step failed, and keeps its own refusals', async () => {
    const disk = manualDurable();
    const groups = new GroupCommit(commitAll, 100, disk.durable);
    const outcomes = Promise.allSettled([groups.submit(1), groups.submit(-1)]);
    await tick();
    disk.fail(new Error('EIO'));
    const [ok, refused] = await outcomes;
    expect(ok).toMatchObject({ status: 'rejected', reason: new Error('EIO') });
    expect(refused).toMatchObject({ status: 'rejected', reason: new Error('job -1 refused') });
  });

  it('drains only after the durable step of every committed group', async () => {
    const disk = manualDurable();
    const groups = new GroupCommit(commitAll, 100, disk.durable);
    void groups.submit(1);
    await tick();
    let drained = false;
    const drain = groups.drain().then(() => (drained = true));
    await tick();
    expect(drained).toBe(false);
    disk.succeed();
    await drain;
    expect(drained).toBe(true);
  });
});
