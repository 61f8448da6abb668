import { ECPAY_INVOICE_STAGE_MERCHANT, EcpayInvoiceProvider, InvoiceProviderError } from '../../src';
import { checkMacValue } from '../../src/ecpay/check-mac-value';
import { recorded, startEcpayReplay, type EcpayReplayServer } from '../support/ecpay-replay-server';
import { issueRequest, PERSONAL_BARCODE, taipei } from '../support/requests';

const NOW = taipei('2026-11-25T10:30:01');

describe('ECPay e-invoice provider: answers', () => {
  let server: EcpayReplayServer;
  let refusing: EcpayReplayServer;
  const provider = (baseUrl: string) =>
    new EcpayInvoiceProvider({ ...ECPAY_INVOICE_STAGE_MERCHANT, baseUrl, now: () => NOW });
  beforeAll(async () => {
    server = await startEcpayReplay(recorded('ecpay'));
    refusing = await startEcpayReplay(recorded('ecpay-refusals'));
  });
  afterAll(async () => {
    await server.close();
    await refusing.close();
  });

  it("reads the invoice number, random number and ECPay's issue time (Taipei) from its answer", async () => {
    expect(await provider(server.baseUrl).issue(issueRequest())).toEqual({
      invoiceNumber: 'TX20000131',
      randomNumber: '6291',
      issuedAt: taipei('2026-11-25T10:30:05'),
    });
    const post = server.received.at(-1)!;
    expect(post.path).toBe('/Invoice/Issue');
    expect(post.fields).toMatchObject({
      RelateNumber: 'GP261125103000123456',
      SalesAmount: '1900',
      CarruerNum: '/ABC 123',
    });
  });

  it("reads the allowance number from ECPay's answer", async () => {
    const allowance = await provider(server.baseUrl).allowance({
      invoiceNumber: 'TX20000131',
      issuedAt: NOW,
      amount: 900,
      reason: '退款',
      at: NOW,
      details: PERSONAL_BARCODE,
    });
    expect(allowance).toEqual({ allowanceNumber: '2026112514573021' });
  });

  it("refuses with ECPay's own message", async () => {
    const ecpay = provider(refusing.baseUrl);
    await expect(ecpay.issue(issueRequest())).rejects.toThrow(
      new InvoiceProviderError('ecpay', '發票號碼已用罄'),
    );
    await expect(
      ecpay.void({ invoiceNumber: 'TX20000131', issuedAt: NOW, reason: '退款', at: NOW }),
    ).rejects.toThrow('該張發票已作廢');
  });

  it('refuses an answer whose CheckMacValue is wrong', async () => {
    const request = {
      invoiceNumber: 'TX20000131',
      issuedAt: NOW,
      amount: 900,
      reason: '退款',
      at: NOW,
      details: PERSONAL_BARCODE,
    };
    await expect(provider(refusing.baseUrl).allowance(request)).rejects.toThrow(/bad CheckMacValue/);
  });

  it('reports an HTTP failure and an unreachable host as provider errors', async () => {
    await expect(provider(`${server.baseUrl}/nowhere`).issue(issueRequest())).rejects.toThrow(/HTTP 599/);
    const down = new EcpayInvoiceProvider({
      ...ECPAY_INVOICE_STAGE_MERCHANT,
      baseUrl: 'http://ecpay.invalid',
      fetch: () => Promise.reject(new Error('connect ECONNREFUSED')),
    });
    await expect(down.issue(issueRequest())).rejects.toThrow(/could not be reached: connect ECONNREFUSED/);
  });

  it('gives up on a call ECPay does not answer in time', async () => {
    const hanging = new EcpayInvoiceProvider({
      ...ECPAY_INVOICE_STAGE_MERCHANT,
      baseUrl: 'http://ecpay.invalid',
      timeoutMs: 1,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) =>
          init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)),
        ),
    });
    await expect(hanging.issue(issueRequest())).rejects.toThrow(/could not be reached: .*timeout/);
  });

  it('refuses before posting lines that do not add up to the amount, or a buyer without an email', async () => {
    const before = server.received.length;
    const ecpay = provider(server.baseUrl);
    await expect(ecpay.issue(issueRequest({ amount: 2000 }))).rejects.toThrow(/add up to 1900/);
    await expect(
      ecpay.issue(issueRequest({ details: { ...PERSONAL_BARCODE, email: null } })),
    ).rejects.toThrow(/email/);
    expect(server.received.length).toBe(before);
  });

  it('refuses a success that names no invoice or allowance number', async () => {
    const signed = (fields: Record<string, string>) =>
      Object.entries({ ...fields, CheckMacValue: checkMacValue(fields, ECPAY_INVOICE_STAGE_MERCHANT) })
        .map(([name, value]) => `${name}=${value}`)
        .join('&');
    const empty = await startEcpayReplay([
      {
        path: '/Invoice/Issue',
        status: 200,
        body: signed({ RtnCode: '1', RtnMsg: '開立發票成功', InvoiceNumber: '', RandomNumber: '' }),
      },
      {
        path: '/Invoice/Allowance',
        status: 200,
        body: signed({ RtnCode: '1', RtnMsg: '開立折讓成功', IA_Allow_No: '' }),
      },
    ]);
    try {
      const ecpay = provider(empty.baseUrl);
      await expect(ecpay.issue(issueRequest())).rejects.toThrow(/without an invoice number/);
      await expect(
        ecpay.allowance({
          invoiceNumber: 'TX20000131',
          issuedAt: NOW,
          amount: 900,
          reason: '退款',
          at: NOW,
          details: PERSONAL_BARCODE,
        }),
      ).rejects.toThrow(/without an allowance number/);
    } finally {
      await empty.close();
    }
  });
});
