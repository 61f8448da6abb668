import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  DomainError,
  couponDecider,
  streams,
  type CouponCommand,
  type CouponEvent,
  type RedeemCoupon,
} from '@gps/domain';
import { SqliteEventStore, WrongExpectedRevisionError, type EventStore } from '@gps/event-store';
import { CommandHandler } from '../src/commands/command-handler';

const AT = 1_764_000_000_000;
const NUMBER = 'ABCD2345EFGH6789';
const STREAM = streams.coupon(NUMBER);
const meta = (commandId: string) => ({ commandId, actor: { kind: 'test', id: 't' } });

const redeem = (orderNumber: string): RedeemCoupon => ({
  type: 'RedeemCoupon',
  couponNumber: NUMBER,
  orderNumber,
  serialNumbers: ['358899051234567'],
  at: AT + 10,
  by: 'fleet-1',
});

/** A coupon two orders race for: issued and sent. */
async function sentCoupon(handler: CommandHandler): Promise<void> {
  const commands: CouponCommand[] = [
    { type: 'IssueCoupon', couponNumber: NUMBER, batchId: 'b1', discountFee: 100, at: AT, by: 'admin-1' },
    { type: 'ChangeCoupon', couponNumber: NUMBER, discountFee: 100, status: 2, at: AT + 1, by: 'admin-1' },
  ];
  for (const command of commands) await handler.handle(couponDecider, STREAM, command, meta(randomUUID()));
}

describe('two orders racing for one coupon', () => {
  let dir: string;
  let store: EventStore;
  let handler: CommandHandler;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'coupon-race-'));
    store = new SqliteEventStore({ file: join(dir, 'c.sqlite'), synchronous: 'NORMAL' });
    handler = new CommandHandler(store);
    await sentCoupon(handler);
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets exactly one expected-version append win when both decided from the same state', async () => {
    const recorded = await store.readStream(STREAM);
    const state = recorded.reduce(
      (s, e) => couponDecider.evolve(s, { type: e.type, version: 1, data: e.data } as unknown as CouponEvent),
      couponDecider.initialState,
    );
    const expected = recorded[recorded.length - 1].revision;
    const appends = ['GP261125120000000001', 'GP261125120000000002'].map((order) => {
      const [e] = couponDecider.decide(redeem(order), state);
      return store.append(
        STREAM,
        [{ id: randomUUID(), type: e.type, data: { ...e.data }, metadata: {} }],
        expected,
      );
    });
    const results = await Promise.allSettled(appends);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [lost] = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(lost.reason).toBeInstanceOf(WrongExpectedRevisionError);
    expect((await store.readStream(STREAM)).filter((e) => e.type === 'CouponRedeemed')).toHaveLength(1);
  });

  it('redeems for one order and tells the other "serial already used"', async () => {
    const results = await Promise.allSettled(
      ['GP261125120000000001', 'GP261125120000000002'].map((order) =>
        handler.handle(couponDecider, STREAM, redeem(order), meta(randomUUID())),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0].reason).toBeInstanceOf(DomainError);
    expect((lost[0].reason as DomainError).detail).toMatchObject({ reason: 'coupon_used' });
    const redeemed = (await store.readStream(STREAM)).filter((e) => e.type === 'CouponRedeemed');
    expect(redeemed).toHaveLength(1);
  });
});
