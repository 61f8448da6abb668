import { InvoiceType, OrderStatus, PaymentType } from '@gps/codes';
import { checkMacValue } from '@gps/payments';
import { TestApp } from '../support/app-harness';
import { Tenants } from '../support/tenants';

jest.setTimeout(60_000);

/**
 * The order flow with ECPay as the provider (docs/decisions/orders.md, payments.md): the checkout
 * form is ECPay's AIO form pointing back at our notify endpoint, and ECPay's notification, signed
 * with the merchant's keys, is recorded and answered `1|OK` as ECPay expects; a tampered one is
 * 400. ECPay's published stage merchant; nothing touches the network.
 */

const STAGE = { merchantId: '3002607', hashKey: 'pwFHCqoQZGmho4w6', hashIV: 'EkRm7iFT261dpevs' };
const PUBLIC_URL = 'https://gps.example.com.tw';
const PRICE = 1200;

let app: TestApp;
let admin: string;
const tenants = new Tenants(() => app, 873_000_000_000_000);

beforeAll(async () => {
  app = await TestApp.start({
    PAYMENT_PROVIDER: 'ecpay',
    ECPAY_MERCHANT_ID: STAGE.merchantId,
    ECPAY_HASH_KEY: STAGE.hashKey,
    ECPAY_HASH_IV: STAGE.hashIV,
    ECPAY_STAGE: '1',
    PUBLIC_URL,
  });
  admin = await app.adminToken();
});
afterAll(() => app.stop());

/** ECPay's ReturnURL notification of a card payment, signed as ECPay signs it. */
function ecpayNotification(orderNumber: string, amount: number, simulated = false): Record<string, string> {
  const fields: Record<string, string> = {
    MerchantID: STAGE.merchantId,
    MerchantTradeNo: orderNumber,
    StoreID: '',
    RtnCode: '1',
    RtnMsg: '交易成功',
    TradeNo: '2611011600000001',
    TradeAmt: String(amount),
    PaymentDate: '2026/11/01 16:05:00',
    PaymentType: 'Credit_CreditCard',
    PaymentTypeChargeFee: '24',
    TradeDate: '2026/11/01 16:00:00',
    SimulatePaid: simulated ? '1' : '0',
  };
  return { ...fields, CheckMacValue: checkMacValue(fields, STAGE) };
}

const post = (body: Record<string, string>, provider = 'ecpay', on: TestApp = app) =>
  fetch(`${on.server.url}/api/payments/${provider}/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });

test('ECPay: the AIO checkout form, then its signed notification recorded and answered 1|OK', async () => {
  const fleet = await tenants.fleet(admin);
  const [serial] = await tenants.devices(admin, 1, fleet.id);
  const item = await app.ok(
    'addPlanItem',
    {
      planId: 2,
      name: 'One year',
      price: PRICE,
      extendDays: 365,
      activeStatus: 1,
      overtimeDays: 30,
      overtimePrice: 1500,
    },
    admin,
  );
  await app.ok('assignDevicesPlan', { deviceSerialNumbers: [serial], planId: 2 }, admin);
  const placed = await app.ok(
    'addPlanOrder',
    {
      deviceSerialNumbers: [serial],
      kind: 'service',
      itemId: item.id,
      invoice: { type: InvoiceType.PERSONAL, email: 'buyer@example.com' },
      paymentType: PaymentType.CREDIT_CARD,
      confirmed: true,
    },
    await tenants.signIn(fleet),
  );
  expect(placed.checkout).toMatchObject({
    action: 'https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5',
    method: 'POST',
  });
  const fields = Object.fromEntries(
    (placed.checkout.fields as { name: string; value: string }[]).map((f) => [f.name, f.value]),
  );
  expect(fields).toMatchObject({
    MerchantTradeNo: placed.orderNumber,
    TotalAmount: String(PRICE),
    ChoosePayment: 'Credit',
    ReturnURL: `${PUBLIC_URL}/api/payments/ecpay/notify`,
    ClientBackURL: `${PUBLIC_URL}/main/order/${placed.orderNumber}`,
  });

  const tampered = { ...ecpayNotification(placed.orderNumber, PRICE), TradeAmt: '1' };
  expect((await post(tampered)).status).toBe(400);
  expect((await post(ecpayNotification(placed.orderNumber, PRICE), 'sandbox')).status).toBe(404);

  const answer = await post(ecpayNotification(placed.orderNumber, PRICE));
  expect(answer.status).toBe(200);
  expect(await answer.text()).toBe('1|OK');
  await app.platform.orderFulfilment.settled();
  const order = (await app.ok('getPlanOrders', { orderNumber: placed.orderNumber }, admin)).rows[0];
  expect(order).toMatchObject({
    provider: 'ecpay',
    tradeNo: '2611011600000001',
    orderStatus: OrderStatus.COMPLETED,
    invoiceNumber: expect.stringMatching(/^[A-Z]{2}\d{8}$/),
  });
});

test('with ECPay e-invoices, an order without the buyer\u2019s email is refused (-2 invoice.email) and nothing is written', async () => {
  const invoicing = await TestApp.start({ INVOICE_PROVIDER: 'ecpay', ECPAY_INVOICE_STAGE: '1' });
  try {
    const root = await invoicing.adminToken();
    const world = new Tenants(() => invoicing, 874_000_000_000_000);
    const fleet = await world.fleet(root);
    const [serial] = await world.devices(root, 1, fleet.id);
    const item = await invoicing.ok(
      'addPlanItem',
      {
        planId: 3,
        name: 'One year',
        price: PRICE,
        extendDays: 365,
        activeStatus: 1,
        overtimeDays: 0,
        overtimePrice: PRICE,
      },
      root,
    );
    await invoicing.ok('assignDevicesPlan', { deviceSerialNumbers: [serial], planId: 3 }, root);
    const input = {
      deviceSerialNumbers: [serial],
      kind: 'service',
      itemId: item.id,
      invoice: { type: InvoiceType.DONATION, loveCode: '919' },
      paymentType: PaymentType.CREDIT_CARD,
      confirmed: true,
    };
    const refused = await invoicing.api('addPlanOrder', input, await world.signIn(fleet));
    expect(refused).toMatchObject({
      code: -2,
      data: { issues: [{ field: 'invoice.email', code: 'required' }] },
    });
    expect((await invoicing.ok('getPlanOrders', {}, root)).total).toBe(0);
  } finally {
    await invoicing.stop();
  }
});

test('in production, a payment simulated in ECPay\u2019s back office is acknowledged, logged and not counted', async () => {
  const live = await TestApp.start({
    PAYMENT_PROVIDER: 'ecpay',
    ECPAY_MERCHANT_ID: STAGE.merchantId,
    ECPAY_HASH_KEY: STAGE.hashKey,
    ECPAY_HASH_IV: STAGE.hashIV,
    PUBLIC_URL,
  });
  try {
    const root = await live.adminToken();
    const world = new Tenants(() => live, 875_000_000_000_000);
    const fleet = await world.fleet(root);
    const [serial] = await world.devices(root, 1, fleet.id);
    const item = await live.ok(
      'addPlanItem',
      {
        planId: 4,
        name: 'One year',
        price: PRICE,
        extendDays: 365,
        activeStatus: 1,
        overtimeDays: 0,
        overtimePrice: PRICE,
      },
      root,
    );
    await live.ok('assignDevicesPlan', { deviceSerialNumbers: [serial], planId: 4 }, root);
    const placed = await live.ok(
      'addPlanOrder',
      {
        deviceSerialNumbers: [serial],
        kind: 'service',
        itemId: item.id,
        invoice: { type: InvoiceType.PERSONAL },
        paymentType: PaymentType.CREDIT_CARD,
        confirmed: true,
      },
      await world.signIn(fleet),
    );
    const answer = await post(ecpayNotification(placed.orderNumber, PRICE, true), 'ecpay', live);
    expect(await answer.text()).toBe('1|OK');
    await live.platform.orderFulfilment.settled();
    const order = (await live.ok('getPlanOrders', { orderNumber: placed.orderNumber }, root)).rows[0];
    expect(order).toMatchObject({ orderStatus: OrderStatus.WAITING_FOR_PAYMENT, tradeNo: null });
    const logs = await live.ok('getSystemLogs', { keyword: 'simulated' }, root);
    expect(logs.rows.map((r: { detail: string }) => r.detail)).toEqual([
      expect.stringContaining(`order ${placed.orderNumber} not counted`),
    ]);
  } finally {
    await live.stop();
  }
});
