import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PaymentType } from '@gps/codes';
import type { CheckoutRequest, PaymentNotification } from '@gps/payments';
import { SANDBOX_SECRET_FILE } from '../../apps/api/src/payments/sandbox-secret';
import { TestApp } from '../support/app-harness';

/**
 * The sandbox provider's page, served by the api, against a local notify receiver (until orders
 * wire notifyUrl to the order process): each choice notifies, signed, then sends the browser back.
 */

interface Receiver {
  url: string;
  received: PaymentNotification[];
  /** The HTTP status the receiver answers with (200 unless a case says otherwise). */
  status: number;
  close(): Promise<void>;
}

async function notifyReceiver(app: TestApp): Promise<Receiver> {
  const receiver = { received: [] as PaymentNotification[], status: 200 } as Receiver;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      // What the order process will do: verify with the platform's own provider.
      receiver.received.push(app.platform.payments.provider.verifyNotification(body));
      res.writeHead(receiver.status).end(app.platform.payments.provider.acknowledgement());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/notify`;
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()));
  return receiver;
}

let app: TestApp;
let receiver: Receiver;

beforeAll(async () => {
  app = await TestApp.start();
  receiver = await notifyReceiver(app);
});
afterAll(async () => {
  await receiver.close();
  await app.stop();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.status = 200;
});

let orderSeq = 0;
function checkout(overrides: Partial<CheckoutRequest> = {}): { url: string; fields: Record<string, string> } {
  orderSeq += 1;
  const form = app.platform.payments.provider.checkout({
    orderNumber: `GP2611251804050000${String(orderSeq).padStart(2, '0')}`,
    amount: 1980,
    itemName: '方案 A 一年 <服務>',
    paymentType: PaymentType.CREDIT_CARD,
    at: app.clock.now(),
    returnUrl: 'http://127.0.0.1/main/planOrder',
    notifyUrl: receiver.url,
    ...overrides,
  });
  // The checkout points at the public URL; the test's server is on a random port.
  const path = new URL(form.action).pathname;
  return { url: `${app.server.url}${path}`, fields: form.fields };
}

async function open(page: { url: string; fields: Record<string, string> }): Promise<Response> {
  return fetch(`${page.url}?${new URLSearchParams(page.fields)}`);
}

async function choose(
  page: { url: string; fields: Record<string, string> },
  choice: string,
  fields = page.fields,
): Promise<Response> {
  return fetch(page.url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, choice }).toString(),
  });
}

/** The hidden fields of the page's "paid at the store" form. */
function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const form = html.slice(html.lastIndexOf('<form'));
  for (const [, name, value] of form.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[name!] = value!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  }
  return fields;
}

describe('the sandbox payment page', () => {
  it('is the default provider, its secret generated once and kept under DATA_DIR', () => {
    expect(app.platform.payments.provider.id).toBe('sandbox');
    const file = join(app.dataDir, SANDBOX_SECRET_FILE);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(app.platform.payments.sandboxSecret);
  });

  it('shows the order in zh-TW by default and in en-US when asked, escaped, with no outside asset', async () => {
    const zh = await (await open(checkout())).text();
    expect(zh).toContain('<html lang="zh-TW">');
    expect(zh).toContain('信用卡付款');
    expect(zh).toContain('NT$ 1,980');
    expect(zh).toContain('&#60;服務&#62;');
    expect(zh).not.toMatch(/Pay by card|<script|<link|src=/);
    const en = await (await open(checkout({ lang: 'en-US' }))).text();
    expect(en).toContain('Pay by card');
    expect(en).not.toContain('信用卡付款');
  });

  it('pays by card: authorised then captured, signed, then back to the web app', async () => {
    const page = checkout();
    const answer = await choose(page, 'card');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('http://127.0.0.1/main/planOrder');
    expect(receiver.received.map((n) => n.outcome)).toEqual(['authorised', 'captured']);
    expect(receiver.received[1]).toMatchObject({ orderNumber: page.fields.orderNumber, amount: 1980 });
    expect(receiver.received[0]!.tradeNo).toBe(receiver.received[1]!.tradeNo);
  });

  it('declines a card (authorisation failed) and cancels', async () => {
    await choose(checkout(), 'declined');
    await choose(checkout(), 'cancel');
    expect(receiver.received).toMatchObject([
      { outcome: 'failed', reason: 'card declined' },
      { outcome: 'cancelled' },
    ]);
  });

  it('issues a convenience store code, then settles it when paid at the store', async () => {
    const page = checkout({ paymentType: PaymentType.CONVENIENCE_STORE, lang: 'en-US' });
    const shown = await (await open(page)).text();
    expect(shown).toContain('Get a convenience store code');
    expect(shown).not.toContain('Pay by card');
    const codePage = await choose(page, 'store');
    expect(codePage.status).toBe(200);
    const html = await codePage.text();
    const [issued] = receiver.received;
    expect(issued).toMatchObject({ outcome: 'code-issued', amount: 1980 });
    expect(html).toContain(issued!.paymentCode);
    expect(html).toContain('Paid at the store');
    const paid = await choose(page, 'store-paid', hiddenFields(html));
    expect(paid.status).toBe(303);
    expect(receiver.received[1]).toMatchObject({ outcome: 'captured', tradeNo: issued!.tradeNo });
  });

  it('refuses a checkout changed in the browser, and a choice the page did not offer, notifying nothing', async () => {
    const page = checkout();
    expect((await choose(page, 'card', { ...page.fields, amount: '1' })).status).toBe(400);
    expect(
      (await open({ ...page, fields: { ...page.fields, notifyUrl: 'http://127.0.0.1:1/' } })).status,
    ).toBe(400);
    expect((await choose(page, 'store-paid')).status).toBe(400);
    expect((await choose(page, 'store')).status).toBe(400);
    expect(receiver.received).toEqual([]);
  });

  it('says so, and does not send the browser on, when the shop refuses the notification', async () => {
    receiver.status = 500;
    const answer = await choose(checkout(), 'card');
    expect(answer.status).toBe(502);
    expect(await answer.text()).toContain('無法通知商店');
  });
});

describe('with ECPay as the provider', () => {
  it('serves no sandbox page and makes no sandbox secret', async () => {
    const ecpayApp = await TestApp.start({
      PAYMENT_PROVIDER: 'ecpay',
      ECPAY_MERCHANT_ID: '3002607',
      ECPAY_HASH_KEY: 'pwFHCqoQZGmho4w6',
      ECPAY_HASH_IV: 'EkRm7iFT261dpevs',
      ECPAY_STAGE: '1',
    });
    try {
      const page = checkout();
      const answer = await fetch(
        `${ecpayApp.server.url}${new URL(page.url).pathname}?${new URLSearchParams(page.fields)}`,
      );
      expect(answer.status).toBe(404);
      expect(existsSync(join(ecpayApp.dataDir, SANDBOX_SECRET_FILE))).toBe(false);
    } finally {
      await ecpayApp.stop();
    }
  });
});
