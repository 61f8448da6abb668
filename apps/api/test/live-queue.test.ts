import { ConflatedByKey, OldestDropped } from '../src/live/live-buffers';
import { LiveQueue } from '../src/live/live-queue';

interface Row {
  serial: string;
  at: number;
}
const row = (serial: string, at: number): Row => ({ serial, at });

/** The queue of a list subscription: rows merged by device while the client has not pulled. */
function conflating(onEnd = () => undefined) {
  return new LiveQueue(new ConflatedByKey<Row>((r) => r.serial), onEnd);
}

describe('a live queue that conflates by device', () => {
  it('gives a slow consumer only the newest row of each device, in order of first appearance', async () => {
    const queue = conflating();
    queue.push([row('a', 1), row('b', 1)]);
    queue.push([row('c', 2), row('a', 2)]);
    queue.push([row('b', 3)]);

    expect(await queue.next()).toEqual({
      value: [row('a', 2), row('b', 3), row('c', 2)],
      done: false,
    });
  });

  it('keeps at most one row per device however many batches a consumer misses', async () => {
    const queue = conflating();
    for (let at = 0; at < 1_000; at++) queue.push([row('a', at), row('b', at), row('c', at)]);

    const { value } = await queue.next();
    expect(value).toEqual([row('a', 999), row('b', 999), row('c', 999)]);
  });

  it('hands a waiting consumer the batch at once and starts over after each pull', async () => {
    const queue = conflating();
    const first = queue.next();
    queue.push([row('a', 1)]);
    expect(await first).toEqual({ value: [row('a', 1)], done: false });

    queue.push([row('a', 2)]);
    expect(await queue.next()).toEqual({ value: [row('a', 2)], done: false });
  });

  it('never sends an empty list: a consumer waits through batches with nothing for it', async () => {
    const queue = conflating();
    const next = queue.next();
    queue.push([]);
    let settled = false;
    void next.then(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);

    queue.push([row('a', 1)]);
    expect(await next).toEqual({ value: [row('a', 1)], done: false });
  });

  it('completes, forgets what waited and ends once when returned', async () => {
    const onEnd = jest.fn();
    const queue = conflating(onEnd);
    queue.push([row('a', 1)]);
    await queue.return();
    await queue.return();
    queue.push([row('b', 1)]);

    expect(await queue.next()).toEqual({ value: undefined, done: true });
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});

describe('a live queue of single updates', () => {
  it('sends every update in order, never merged', async () => {
    const queue = new LiveQueue(new OldestDropped<Row>(10), () => undefined);
    queue.push([row('a', 1), row('a', 2)]);

    expect(await queue.next()).toEqual({ value: row('a', 1), done: false });
    expect(await queue.next()).toEqual({ value: row('a', 2), done: false });
  });

  it('drops the oldest past its bound', async () => {
    const buffer = new OldestDropped<Row>(3);
    const queue = new LiveQueue(buffer, () => undefined);
    queue.push([row('a', 1), row('a', 2)]);
    queue.push([row('a', 3), row('a', 4), row('a', 5)]);

    expect(buffer.dropped).toBe(2);
    const received = [];
    for (let i = 0; i < 3; i++) received.push((await queue.next()).value);
    expect(received).toEqual([row('a', 3), row('a', 4), row('a', 5)]);
  });
});
