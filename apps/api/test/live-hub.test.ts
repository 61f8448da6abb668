import { LiveHub } from '../src/live/live-hub';

interface Item {
  id: string;
  topics: string[];
}
const item = (id: string, ...topics: string[]): Item => ({ id, topics });
const topicsOf = (i: Item) => i.topics;

describe('the live hub', () => {
  it('gives each listener, in one call per batch, the items on its topics, each once', () => {
    const hub = new LiveHub();
    const calls: Record<string, string[][]> = { all: [], fleet: [], other: [] };
    const record = (name: string) => (items: readonly unknown[]) =>
      calls[name].push(items.map((i) => (i as Item).id));
    hub.listen('device', ['*'], record('all'));
    hub.listen('device', ['fleet:1', 'fleet:2'], record('fleet'));
    hub.listen('device', ['fleet:9'], record('other'));

    hub.publishBatch(
      'device',
      [item('a', '*', 'fleet:1', 'fleet:2'), item('b', '*', 'fleet:3'), item('c', '*', 'fleet:2')],
      topicsOf,
    );

    expect(calls).toEqual({ all: [['a', 'b', 'c']], fleet: [['a', 'c']], other: [] });
  });

  it('keeps kinds apart and stops calling a listener once it unlistens', () => {
    const hub = new LiveHub();
    const received: unknown[][] = [];
    const unlisten = hub.listen('warning', ['*'], (items) => received.push([...items]));
    expect(hub.subscribers).toBe(1);

    hub.publishBatch('device', [item('a', '*')], topicsOf);
    hub.publishBatch('warning', [item('b', '*')], topicsOf);
    unlisten();
    unlisten();
    hub.publishBatch('warning', [item('c', '*')], topicsOf);

    expect(received).toEqual([[item('b', '*')]]);
    expect(hub.subscribers).toBe(0);
  });
});
