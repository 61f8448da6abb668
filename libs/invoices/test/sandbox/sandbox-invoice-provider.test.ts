import type { SqliteReadStore } from '@gps/read-store';
import { InvoiceProviderError, SANDBOX_INVOICES, SandboxInvoiceProvider } from '../../src';
import { trackOf } from '../../src/sandbox/invoice-tracks';
import { anotherIssue, PERSONAL_BARCODE, taipei } from '../support/requests';
import { tempReadStore } from '../support/temp-store';

const NOV_2026 = taipei('2026-11-25T10:30:00');
const JAN_2027 = taipei('2027-01-02T09:00:00');
const CONCURRENT_ISSUES = 20;

describe('sandbox invoice provider', () => {
  let temp: ReturnType<typeof tempReadStore>;
  let store: SqliteReadStore;
  beforeEach(() => {
    temp = tempReadStore();
    store = temp.store;
  });
  afterEach(async () => {
    await store.close();
    temp.remove();
  });

  it("numbers a period's invoices from 00000000 on its own track, and starts again on the next period's", async () => {
    const sandbox = new SandboxInvoiceProvider(store);
    const first = await sandbox.issue(anotherIssue({ at: NOV_2026 }));
    const second = await sandbox.issue(anotherIssue({ at: NOV_2026 + 1 }));
    const next = await sandbox.issue(anotherIssue({ at: JAN_2027 }));
    const track = trackOf({ year: 2026, firstMonth: 11 });
    expect([first.invoiceNumber, second.invoiceNumber]).toEqual([`${track}00000000`, `${track}00000001`]);
    expect(next.invoiceNumber).toBe(`${trackOf({ year: 2027, firstMonth: 1 })}00000000`);
    expect(next.invoiceNumber.slice(0, 2)).not.toBe(track);
    expect(first.issuedAt).toBe(NOV_2026);
  });

  it('derives the track from the period alone: the same after a restart, different for consecutive periods', () => {
    expect(trackOf({ year: 2026, firstMonth: 11 })).toBe(trackOf({ year: 2026, firstMonth: 11 }));
    const tracks = new Set(
      [2026, 2027].flatMap((year) => [1, 3, 5, 7, 9, 11].map((firstMonth) => trackOf({ year, firstMonth }))),
    );
    expect(tracks.size).toBe(12);
    for (const track of tracks) expect(track).toMatch(/^[A-Z]{2}$/);
  });

  it('keeps counting after a restart: a number is never handed out twice', async () => {
    await new SandboxInvoiceProvider(store).issue(anotherIssue());
    await store.close();
    store = temp.reopen();
    const again = await new SandboxInvoiceProvider(store).issue(anotherIssue());
    expect(again.invoiceNumber.slice(2)).toBe('00000001');
  });

  it('never gives two invoices issued at once the same number', async () => {
    const sandboxes = [new SandboxInvoiceProvider(store), new SandboxInvoiceProvider(store)];
    const issued = await Promise.all(
      Array.from({ length: CONCURRENT_ISSUES }, (_, i) => sandboxes[i % 2]!.issue(anotherIssue())),
    );
    const numbers = issued.map((invoice) => invoice.invoiceNumber);
    expect(new Set(numbers).size).toBe(CONCURRENT_ISSUES);
    expect(numbers.map((n) => Number(n.slice(2))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: CONCURRENT_ISSUES }, (_, i) => i),
    );
  });

  it('prints a 4-digit random number on each invoice', async () => {
    const sandbox = new SandboxInvoiceProvider(store, () => 42);
    expect((await sandbox.issue(anotherIssue())).randomNumber).toBe('0042');
  });

  it('records a void, and refuses voiding twice or past the deadline', async () => {
    const sandbox = new SandboxInvoiceProvider(store);
    const { invoiceNumber, issuedAt } = await sandbox.issue(anotherIssue());
    await sandbox.void({ invoiceNumber, issuedAt, reason: 'refund', at: NOV_2026 + 1 });
    expect(await store.get(SANDBOX_INVOICES, invoiceNumber)).toMatchObject({
      voidedAt: NOV_2026 + 1,
      voidReason: 'refund',
    });
    await expect(
      sandbox.void({ invoiceNumber, issuedAt, reason: 'again', at: NOV_2026 + 2 }),
    ).rejects.toThrow(/already voided/);

    const late = await sandbox.issue(anotherIssue());
    const afterDeadline = taipei('2027-01-14T00:00:00');
    await expect(
      sandbox.void({ invoiceNumber: late.invoiceNumber, issuedAt, reason: 'refund', at: afterDeadline }),
    ).rejects.toThrow(InvoiceProviderError);
  });

  it('records allowances with unique numbers up to what the invoice has left, and then refuses voiding', async () => {
    const sandbox = new SandboxInvoiceProvider(store);
    const { invoiceNumber, issuedAt } = await sandbox.issue(anotherIssue({ amount: 1900 }));
    const allowance = (amount: number) =>
      sandbox.allowance({
        invoiceNumber,
        issuedAt,
        amount,
        reason: 'refund',
        at: NOV_2026,
        details: PERSONAL_BARCODE,
      });
    const first = await allowance(1000);
    const second = await allowance(900);
    expect(first.allowanceNumber).toMatch(/^20261125\d{8}$/);
    expect(second.allowanceNumber).not.toBe(first.allowanceNumber);
    await expect(allowance(1)).rejects.toThrow(/only 1 to 0 is left/);
    expect((await store.get(SANDBOX_INVOICES, invoiceNumber))!.allowances.map((a) => a.amount)).toEqual([
      1000, 900,
    ]);
    await expect(sandbox.void({ invoiceNumber, issuedAt, reason: 'refund', at: NOV_2026 })).rejects.toThrow(
      /has allowances/,
    );
  });

  it('refuses a second invoice for one order, as ECPay refuses a RelateNumber twice', async () => {
    const sandbox = new SandboxInvoiceProvider(store);
    const order = anotherIssue();
    const { invoiceNumber } = await sandbox.issue(order);
    await expect(sandbox.issue(order)).rejects.toThrow(`already has invoice ${invoiceNumber}`);
  });

  it('refuses to void or allow an invoice it never issued', async () => {
    const sandbox = new SandboxInvoiceProvider(store);
    const unknown = { invoiceNumber: 'ZZ99999999', issuedAt: NOV_2026, reason: 'refund', at: NOV_2026 };
    await expect(sandbox.void(unknown)).rejects.toThrow(/not issued here/);
    await expect(sandbox.allowance({ ...unknown, amount: 1, details: PERSONAL_BARCODE })).rejects.toThrow(
      /not issued here/,
    );
  });
});
