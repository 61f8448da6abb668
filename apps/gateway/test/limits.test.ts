import {
  ConnectionBudget,
  defaultMaxConnections,
  parseOpenFilesLimit,
  readOpenFilesLimit,
  resolveConfig,
  silentLogger,
} from '../src';
import { FakeIngest, FakeOutbox } from './support/fakes';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max cpu time              unlimited            unlimited            seconds
Max open files            20000                524288               files
Max locked memory         8388608              8388608              bytes
`;

describe("the device ports' share of the open-files limit", () => {
  it("reads the soft limit of this process's limits file", () => {
    expect(parseOpenFilesLimit(LIMITS)).toBe(20_000);
    expect(parseOpenFilesLimit(LIMITS.replace('20000  ', 'unlimited'))).toBe(Infinity);
    expect(parseOpenFilesLimit('nothing here')).toBeUndefined();
    expect(readOpenFilesLimit('/nonexistent/limits')).toBeUndefined();
  });

  it.each([
    [1_024, 768],
    [4_096, 3_072],
    [20_000, 15_000],
    [65_536, 49_152],
    [1_048_576, 100_000],
    [Infinity, 100_000],
    [undefined, 768],
    [300, 44],
    [100, 1],
  ])('with a limit of %s, at most %s device connections', (limit, max) => {
    expect(defaultMaxConnections(limit)).toBe(max);
  });

  it("is the default, from this process's own limit", () => {
    const config = resolveConfig({
      ingest: new FakeIngest(),
      outbox: new FakeOutbox(),
      logger: silentLogger,
    });
    expect(config.maxConnections).toBe(defaultMaxConnections(readOpenFilesLimit()));
    const set = resolveConfig({
      ingest: new FakeIngest(),
      outbox: new FakeOutbox(),
      maxConnections: 7,
    });
    expect(set.maxConnections).toBe(7);
    expect(() =>
      resolveConfig({ ingest: new FakeIngest(), outbox: new FakeOutbox(), maxConnections: 0 }),
    ).toThrow(RangeError);
  });
});

describe('connection budget', () => {
  it('caps waiting connections per address and all connections together, and gives places back once', () => {
    const budget = new ConnectionBudget(3, 2);
    const a1 = budget.admit('10.0.0.1');
    const a2 = budget.admit('10.0.0.1');
    expect(budget.admit('10.0.0.1')).toEqual({ ok: false, reason: 'address', address: '10.0.0.1' });
    if (!a1.ok || !a2.ok) throw new Error('admitted');
    a1.ticket.identified();
    const a3 = budget.admit('::ffff:10.0.0.1');
    expect(a3.ok).toBe(true);
    expect(budget.admit('10.0.0.2')).toEqual({ ok: false, reason: 'total', address: '10.0.0.2' });
    expect(budget.counts).toEqual({ open: 3, anonymous: 2, peakPerAddress: 2 });
    a1.ticket.release();
    a1.ticket.release();
    a2.ticket.release();
    a2.ticket.identified();
    expect(budget.counts).toEqual({ open: 1, anonymous: 1, peakPerAddress: 2 });
  });

  it('counts sockets that no longer know their peer together, by IPv6 /64 otherwise', () => {
    const budget = new ConnectionBudget(10, 1);
    expect(budget.admit(undefined).ok).toBe(true);
    expect(budget.admit(undefined)).toEqual({ ok: false, reason: 'address', address: 'unknown' });
    expect(budget.admit('2001:db8:1:2::1').ok).toBe(true);
    expect(budget.admit('2001:db8:1:2::ffff')).toEqual({
      ok: false,
      reason: 'address',
      address: '2001:db8:1:2::/64',
    });
  });
});
