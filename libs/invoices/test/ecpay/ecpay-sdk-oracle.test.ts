import { ECPAY_INVOICE_HOSTS, ECPAY_INVOICE_STAGE_MERCHANT as STAGE, type InvoiceDetails } from '../../src';
import { allowanceRequest, issueRequest, voidRequest } from '../../src/ecpay/ecpay-requests';
import { sdkAcceptsAnswer, sdkPost } from '../support/ecpay-sdk-oracle';
import { recorded } from '../support/ecpay-replay-server';
import {
  COMPANY,
  DONATION,
  issueRequest as anIssue,
  PERSONAL_BARCODE,
  PERSONAL_NO_CARRIER,
  taipei,
} from '../support/requests';

const NOW = taipei('2026-11-25T10:30:01');

/** The SDK's parameters for the test order, as a merchant writes them from ECPay's documentation. */
function sdkIssue(buyer: Record<string, string>): Record<string, string> {
  return {
    RelateNumber: 'GP261125103000123456',
    CustomerID: '',
    CustomerIdentifier: '',
    CustomerName: '',
    CustomerAddr: '',
    CustomerPhone: '',
    CustomerEmail: 'buyer@example.com',
    ClearanceMark: '',
    Print: '0',
    Donation: '0',
    LoveCode: '',
    CarruerType: '',
    CarruerNum: '',
    TaxType: '1',
    SalesAmount: '1900',
    InvoiceRemark: '',
    ItemName: 'A方案 365天|折價券',
    ItemCount: '2|1',
    ItemWord: '式|式',
    ItemPrice: '1000|-100',
    ItemTaxType: '',
    ItemAmount: '2000|-100',
    ItemRemark: '',
    InvType: '07',
    vat: '1',
    ...buyer,
  };
}

const cases: [string, InvoiceDetails, Record<string, string>][] = [
  [
    'a mobile barcode carrier (its + sent as a space)',
    PERSONAL_BARCODE,
    { CarruerType: '3', CarruerNum: '/ABC 123' },
  ],
  ["no carrier: ECPay's member carrier", PERSONAL_NO_CARRIER, { CarruerType: '1' }],
  [
    'a company: tax id and title, printed',
    COMPANY,
    {
      CustomerIdentifier: '04595257',
      CustomerName: '測試車隊股份有限公司',
      CustomerEmail: 'fleet@example.com',
      Print: '1',
    },
  ],
  [
    'a donation by love code',
    DONATION,
    { Donation: '1', LoveCode: '919', CustomerEmail: 'donor@example.com' },
  ],
];

describe("ECPay e-invoice requests against ECPay's SDK (ecpay_invoice_nodejs) as the oracle", () => {
  it.each(cases)('issues for %s exactly as the SDK signs and posts it', async (_, details, buyer) => {
    const ours = issueRequest(anIssue({ details }), STAGE.merchantId, NOW, STAGE);
    const sdk = await sdkPost('ecpay_invoice_issue', sdkIssue(buyer), NOW);
    expect(sdk.url).toBe(ECPAY_INVOICE_HOSTS.stage + ours.path);
    expect(ours.fields).toEqual(sdk.fields);
  });

  it("signs a title as the SDK does, but posts it as written (the SDK's round trip lower-cases it)", async () => {
    const details = { ...COMPANY, companyTitle: 'ACME Trading Co' };
    const ours = issueRequest(anIssue({ details }), STAGE.merchantId, NOW, STAGE);
    const sdk = await sdkPost(
      'ecpay_invoice_issue',
      sdkIssue({
        CustomerIdentifier: '04595257',
        CustomerName: 'ACME Trading Co',
        CustomerEmail: 'fleet@example.com',
        Print: '1',
      }),
      NOW,
    );
    expect(ours.fields.CheckMacValue).toBe(sdk.fields.CheckMacValue);
    expect(sdk.fields.CustomerName).toBe('acme+trading+co');
    expect(ours.fields.CustomerName).toBe('ACME Trading Co');
  });

  it('voids exactly as the SDK signs and posts it', async () => {
    const request = { invoiceNumber: 'TX20000131', issuedAt: NOW, reason: '訂單退款', at: NOW };
    const ours = voidRequest(request, STAGE.merchantId, NOW, STAGE);
    const sdk = await sdkPost(
      'ecpay_invoice_issue_invalid',
      { InvoiceNumber: 'TX20000131', Reason: '訂單退款' },
      NOW,
    );
    expect(sdk.url).toBe(ECPAY_INVOICE_HOSTS.stage + ours.path);
    expect(ours.fields).toEqual(sdk.fields);
  });

  it.each([
    ['notified by email', PERSONAL_BARCODE, { AllowanceNotify: 'E', NotifyMail: 'buyer@example.com' }],
    [
      'to a company',
      COMPANY,
      { AllowanceNotify: 'E', NotifyMail: 'fleet@example.com', CustomerName: '測試車隊股份有限公司' },
    ],
    ['not notified without an email', { ...PERSONAL_BARCODE, email: null }, { AllowanceNotify: 'N' }],
  ] as const)('issues an allowance %s exactly as the SDK signs and posts it', async (_, details, buyer) => {
    const request = {
      invoiceNumber: 'TX20000131',
      issuedAt: NOW,
      amount: 900,
      reason: '退款',
      at: NOW,
      details,
    };
    const ours = allowanceRequest(request, STAGE.merchantId, NOW, STAGE);
    const sdk = await sdkPost(
      'ecpay_invoice_allowance',
      {
        InvoiceNo: 'TX20000131',
        CustomerName: '',
        NotifyMail: '',
        NotifyPhone: '',
        AllowanceAmount: '900',
        ItemName: '退款',
        ItemCount: '1',
        ItemWord: '式',
        ItemPrice: '900',
        ItemTaxType: '',
        ItemAmount: '900',
        ...buyer,
      },
      NOW,
    );
    expect(sdk.url).toBe(ECPAY_INVOICE_HOSTS.stage + ours.path);
    expect(ours.fields).toEqual(sdk.fields);
  });

  it('replays only answers the SDK itself accepts (their CheckMacValue is right)', () => {
    for (const answer of recorded('ecpay')) expect(sdkAcceptsAnswer(answer.body)).toBe(true);
    const forged = recorded('ecpay-refusals').find((a) => a.path === '/Invoice/Allowance')!;
    expect(sdkAcceptsAnswer(forged.body)).toBe(false);
  });
});
