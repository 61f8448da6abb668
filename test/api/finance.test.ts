import { InvoiceType, OrderKind, PaymentType } from '@gps/codes';
import { AdminFunction, type OrderCommand } from '@gps/domain';
import { readCsv } from '../../apps/api/test/exports/csv-reader';
import { TestApp } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import { recordOrderCommand } from '../support/card-orders';
import { Tenants, type FleetFixture } from '../support/tenants';
import { doorsOf, ok, type Door } from '../support/two-doors';

jest.setTimeout(60_000);

/**
 * Finance's reads through both doors (docs/decisions/finance.md): getPlanOrderTotals under
 * getPlanOrders' filters, getFinanceReconciliation per Taipei day, and exportPlanOrders (/api);
 * administrators with FINANCE view only (-4 otherwise, and for customers); another tenant's
 * nothing: an administrator sees every fleet. The orders are recorded by the order decider.
 */

let app: TestApp;
let admin: string;
const tenants = new Tenants(() => app, 872_000_000_000_000);
let main: FleetFixture;
let sub: FleetFixture;
let mainDevices: string[];
let subDevice: string;
const MICROS = 1000;
const HOUR = 3_600_000;
const BOM = '\ufeff';
/** The test's first order: 23:30 Taipei on 2026-11-01 (15:30 UTC). */
const T = Date.UTC(2026, 10, 1, 15, 30, 0);
const N = { card: 'GP261101233000000001', shop: 'GP261101233100000002', manual: 'GP261102003200000003' };

function record(orderNumber: string, command: OrderCommand): Promise<void> {
  return recordOrderCommand(app, orderNumber, command);
}

function place(orderNumber: string, serial: string, fleetId: string, paymentType: PaymentType, at: number) {
  const manual = paymentType === PaymentType.MANUAL;
  return record(orderNumber, {
    type: 'PlaceOrder',
    orderNumber,
    kind: OrderKind.SERVICE,
    itemId: 'item-1',
    itemName: 'One year',
    invoiceName: 'GPS service, one year',
    planId: 1,
    lines: [{ serialNumber: serial, unitPrice: 1200, overtime: false, days: 365 }],
    couponNumber: null,
    couponDiscount: manual ? 0 : 200,
    invoice: { type: InvoiceType.PERSONAL, carrier: '/ABC1234' },
    paymentType,
    provider: manual ? 'manual' : 'sandbox',
    fleetId,
    ...(manual ? { manualReference: 'bank transfer 42' } : {}),
    at,
    by: 'someone',
  });
}

beforeAll(async () => {
  app = await TestApp.start();
  admin = await app.adminToken();
  ({ main, sub, mainDevices, subDevice } = await tenants.deviceDataWorld(admin));
  // A card order captured at 23:40 Taipei on the 1st, 500 refunded at 10:00 Taipei on the 3rd.
  await place(N.card, mainDevices[0] as string, main.id, PaymentType.CREDIT_CARD, T);
  await record(N.card, {
    type: 'RecordPaymentNotification',
    orderNumber: N.card,
    tradeNo: 'T-card',
    outcome: 'captured',
    amount: 1000,
    at: T + HOUR / 6,
    by: 'sandbox',
  });
  const refundAt = T + 34.5 * HOUR;
  await record(N.card, {
    type: 'RequestRefund',
    orderNumber: N.card,
    amount: 500,
    reason: 'moved',
    at: refundAt,
    by: 'a',
  });
  await record(N.card, { type: 'RecordRefunded', orderNumber: N.card, amount: 500, at: refundAt + 1 });
  // A convenience-store order never paid; a manual top-up captured at 00:32 Taipei on the 2nd.
  await place(N.shop, subDevice, sub.id, PaymentType.CONVENIENCE_STORE, T + HOUR / 2);
  await place(N.manual, mainDevices[1] as string, main.id, PaymentType.MANUAL, T + HOUR + 2 * 60_000);
});
afterAll(() => app.stop());

/** The Taipei date of an instant, by Intl (an oracle apart from the platform's own arithmetic). */
const taipeiDate = (ms: number) => new Date(ms).toLocaleDateString('sv-SE', { timeZone: 'Asia/Taipei' });

describe.each(doorsOf(() => app))('finance through $name', (door: Door) => {
  test('getPlanOrderTotals: every order under getPlanOrders\u2019 filters, captured less refunded', async () => {
    expect(await ok(door, 'getPlanOrderTotals', {}, admin)).toEqual({
      count: 3,
      amount: 1000 + 1000 + 1200,
      discount: 400,
      captured: 1000 + 1200,
      refunded: 500,
      net: 1700,
    });
    expect(await ok(door, 'getPlanOrderTotals', { fleetId: sub.id }, admin)).toEqual({
      count: 1,
      amount: 1000,
      discount: 200,
      captured: 0,
      refunded: 0,
      net: 0,
    });
    expect(await ok(door, 'getPlanOrderTotals', { paymentType: PaymentType.MANUAL }, admin)).toMatchObject({
      count: 1,
      captured: 1200,
    });
    expect(
      await ok(
        door,
        'getPlanOrderTotals',
        { deviceSerialNumber: mainDevices[0], orderNumber: N.card },
        admin,
      ),
    ).toMatchObject({ count: 1, net: 500 });
    expect(
      await ok(
        door,
        'getPlanOrderTotals',
        { startTime: (T + HOUR) * MICROS, endTime: (T + 2 * HOUR) * MICROS },
        admin,
      ),
    ).toMatchObject({ count: 1, amount: 1200 });
  });

  test('getFinanceReconciliation: per Taipei day captured, refunded and net beside the orders\u2019, reconciled', async () => {
    const answer = await ok(
      door,
      'getFinanceReconciliation',
      { startTime: (T - 24 * HOUR) * MICROS, endTime: (T + 72 * HOUR) * MICROS },
      admin,
    );
    const day = (captured: number, refunded: number, capturedCount: number, refundedCount: number) => ({
      captured,
      capturedCount,
      refunded,
      refundedCount,
      net: captured - refunded,
      ordersNet: captured - refunded,
      reconciled: true,
    });
    expect(answer).toEqual({
      days: [
        { day: taipeiDate(T + HOUR / 6), ...day(1000, 0, 1, 0) },
        { day: taipeiDate(T + HOUR + 2 * 60_000), ...day(1200, 0, 1, 0) },
        { day: taipeiDate(T + 34.5 * HOUR), ...day(0, 500, 0, 1) },
      ],
      ...day(2200, 500, 2, 1),
    });
    expect(answer.days.map((d: { day: string }) => d.day)).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
    ]);
    // The period is whole Taipei days: a start at 23:59 on the 1st still covers the 1st.
    const late = await ok(
      door,
      'getFinanceReconciliation',
      { startTime: (T + HOUR / 2 - 60_000) * MICROS, endTime: (T + HOUR / 2) * MICROS },
      admin,
    );
    expect(late).toMatchObject({ captured: 1000, net: 1000, reconciled: true });
  });

  test('only administrators with FINANCE view; bad input is -2', async () => {
    const clerk = await createAdmin(app, { rights: { [AdminFunction.DEVICE]: '1111' } });
    const clerkToken = await app.adminToken(clerk.account, clerk.password);
    const mainToken = await tenants.signIn(main);
    const period = { startTime: T * MICROS, endTime: (T + HOUR) * MICROS };
    for (const token of [clerkToken, mainToken]) {
      expect((await door.call('getPlanOrderTotals', {}, token)).code).toBe(-4);
      expect((await door.call('getFinanceReconciliation', period, token)).code).toBe(-4);
    }
    const finance = await createAdmin(app, { rights: { [AdminFunction.FINANCE]: '0001' } });
    const financeToken = await app.adminToken(finance.account, finance.password);
    expect((await door.call('getFinanceReconciliation', period, financeToken)).code).toBe(0);
    expect((await door.call('getPlanOrderTotals', { orderStatus: 12 }, admin)).code).toBe(-2);
    expect((await door.call('getFinanceReconciliation', { startTime: 2, endTime: 1 }, admin)).code).toBe(-2);
    const year = 367 * 24 * HOUR * MICROS;
    expect((await door.call('getFinanceReconciliation', { startTime: 0, endTime: year }, admin)).code).toBe(
      -2,
    );
  });
});

describe('exportPlanOrders (/api)', () => {
  async function download(body: Record<string, unknown>, token: string) {
    const res = await fetch(`${app.server.url}/api/exportPlanOrders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, userToken: token }),
    });
    return {
      type: res.headers.get('content-type'),
      disposition: res.headers.get('content-disposition'),
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  }

  test('CSV: the orders under the filters (a fleet with its sub-fleets), newest first, words in the language asked for', async () => {
    const file = await download({ format: 'csv', language: 'en-US', fleetId: main.id }, admin);
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toContain('Orders_any_any.csv');
    const text = file.bytes.toString('utf8');
    expect(text.startsWith(BOM)).toBe(true);
    const rows = readCsv(text.slice(BOM.length));
    expect(rows[0]?.slice(0, 3)).toEqual(['Order number', 'Placed (Asia/Taipei)', 'Captured (Asia/Taipei)']);
    // The main fleet's orders with its sub-fleet's.
    expect(rows.slice(1).map((r) => r[0])).toEqual([N.manual, N.shop, N.card]);
    expect(rows[3]).toEqual([
      N.card,
      '2026-11-01 23:30:00',
      '2026-11-01 23:40:00',
      main.id,
      mainDevices[0],
      'One year',
      'Credit card',
      'Refund complete',
      'Refunded',
      '1200',
      '200',
      '1000',
      '500',
      '',
      '',
      'T-card',
    ]);
  });

  test('zh-TW by default; XLSX; refused before any byte as the calls are', async () => {
    const csv = await download({ format: 'csv', paymentType: PaymentType.MANUAL }, admin);
    const rows = readCsv(csv.bytes.toString('utf8').slice(BOM.length));
    expect(rows[0]?.[0]).toBe('訂單編號');
    expect(rows[1]?.[6]).toBe('手動儲值');
    const xlsx = await download({ format: 'xlsx' }, admin);
    expect(xlsx.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const mainToken = await tenants.signIn(main);
    const refused = await download({ format: 'csv' }, mainToken);
    expect(refused.type).toContain('application/json');
    expect(JSON.parse(refused.bytes.toString('utf8')).code).toBe(-4);
  });
});
