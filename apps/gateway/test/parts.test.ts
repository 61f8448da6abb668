import { CommandLedger, FrameQueue, GatewayMetrics, KeyedChain } from '../src';
import { Gate } from './support/wait';

describe('GatewayMetrics', () => {
  it('keeps N unknown serials, those that keep trying first, with attempts', () => {
    const metrics = new GatewayMetrics(0, 2);
    const first = { firstSeen: true, cameBack: false };
    expect(metrics.refusedUnknown('a', 'gt06', 1, '1.2.3.4:5')).toEqual(first);
    expect(metrics.refusedUnknown('b', 'h02', 2)).toEqual(first);
    expect(metrics.refusedUnknown('a', 'gt06', 3)).toEqual({ firstSeen: false, cameBack: false });
    expect(metrics.refusedUnknown('c', 'osmand', 4)).toEqual(first);
    const snapshot = metrics.snapshot(5);
    expect(snapshot.unknownDevices).toEqual([
      {
        serial: 'a',
        protocol: 'gt06',
        firstSeenAt: 1,
        lastSeenAt: 3,
        attempts: 2,
        remoteAddress: '1.2.3.4:5',
        score: expect.closeTo(2, 5),
      },
      {
        serial: 'c',
        protocol: 'osmand',
        firstSeenAt: 4,
        lastSeenAt: 4,
        attempts: 1,
        score: expect.closeTo(1, 5),
      },
    ]);
    expect(snapshot.unknownSerials.distinct).toBe(3);
    expect(snapshot.totals.refusedUnknown).toBe(4);
    expect(snapshot.protocols.gt06.refusedUnknown).toBe(2);
  });
});

describe('FrameQueue', () => {
  it('is first in, first out across compactions', () => {
    const queue = new FrameQueue<number>();
    const out: number[] = [];
    for (let i = 0; i < 5000; i++) {
      queue.push(i);
      if (i % 3 === 0) out.push(queue.shift() as number);
    }
    while (queue.length > 0) out.push(queue.shift() as number);
    expect(out).toEqual(Array.from({ length: 5000 }, (_, i) => i));
    expect(queue.shift()).toBeUndefined();
  });
});

describe('KeyedChain', () => {
  it('runs tasks of one key in order and other keys alongside', async () => {
    const chain = new KeyedChain();
    const order: string[] = [];
    const gate = new Gate();
    const a1 = chain.run('a', async () => {
      await gate.opened;
      order.push('a1');
    });
    const a2 = chain.run('a', async () => {
      order.push('a2');
    });
    await chain.run('b', async () => {
      order.push('b1');
    });
    gate.open();
    await Promise.all([a1, a2]);
    expect(order).toEqual(['b1', 'a1', 'a2']);
  });

  it('keeps going after a failed task', async () => {
    const chain = new KeyedChain();
    await expect(chain.run('a', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(chain.run('a', async () => 7)).resolves.toBe(7);
  });
});

describe('CommandLedger', () => {
  it('hands out one second per H02 command and forgets the oldest references', () => {
    const ledger = new CommandLedger(2);
    const at = Date.UTC(2026, 4, 1, 8, 0, 0, 500);
    expect(ledger.nextStamp(at).toISOString()).toBe('2026-05-01T08:00:00.000Z');
    expect(ledger.nextStamp(at).toISOString()).toBe('2026-05-01T08:00:01.000Z');
    ledger.remember('x', '1');
    ledger.remember('y', '2');
    ledger.remember('z', '3');
    expect([ledger.match('x'), ledger.match('y'), ledger.match('z')]).toEqual([undefined, '2', '3']);
    const successor = new CommandLedger();
    successor.adopt(ledger);
    expect(successor.match('z')).toBe('3');
    expect(successor.nextStamp(at).toISOString()).toBe('2026-05-01T08:00:02.000Z');
  });
});
