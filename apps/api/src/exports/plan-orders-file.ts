import type { Language } from '@gps/codes';
import { EXPORT_MEDIA_TYPES, type ExportedFile } from '@gps/contracts';
import type { PlanOrderDoc } from '@gps/projections';
import { utf8Chunks } from './chunks';
import { csv } from './encoders/csv';
import { xlsx } from './encoders/xlsx';
import { safeNamePart } from './file-name';
import { ZoneClock } from './local-time';
import { PLAN_ORDERS_TEXTS } from './plan-orders-texts';
import type { Column, ExportTable } from './tables';

/** Finance's zone: the Taipei day and time the invoices and settlements count (docs/decisions/finance.md). */
export const FINANCE_TIME_ZONE = 'Asia/Taipei';
const MICROS_PER_MS = 1000;
/** Column widths (characters) for XLSX. */
const WIDTH = { number: 22, time: 20, id: 14, devices: 34, item: 24, word: 18, money: 10 } as const;

/** What an orders export is: its format and words, and the placement period it was asked for (epoch µs). */
export interface PlanOrdersExport {
  format: 'csv' | 'xlsx';
  language: Language;
  startTime?: number;
  endTime?: number;
}

const msOf = (micros: number | null): number | null => (micros === null ? null : micros / MICROS_PER_MS);

/** The orders as a table: a row per order, the times in Taipei's, codes as words of the language. */
export function planOrdersTable(
  language: Language,
  rows: AsyncIterable<PlanOrderDoc>,
): ExportTable<PlanOrderDoc> {
  const t = PLAN_ORDERS_TEXTS[language];
  const c = t.columns;
  const timed = (header: string) => `${header} (${FINANCE_TIME_ZONE})`;
  const columns: Column<PlanOrderDoc>[] = [
    { header: c.orderNumber, kind: 'text', value: (o) => o.orderNumber, width: WIDTH.number },
    { header: timed(c.placedAt), kind: 'time', value: (o) => msOf(o.placedAt), width: WIDTH.time },
    { header: timed(c.capturedAt), kind: 'time', value: (o) => msOf(o.capturedAt), width: WIDTH.time },
    { header: c.fleetId, kind: 'text', value: (o) => o.fleetId, width: WIDTH.id },
    { header: c.devices, kind: 'text', value: (o) => o.deviceSerialNumbers.join(' '), width: WIDTH.devices },
    { header: c.itemName, kind: 'text', value: (o) => o.itemName, width: WIDTH.item },
    { header: c.paymentType, kind: 'text', value: (o) => t.paymentTypes[o.paymentType], width: WIDTH.word },
    { header: c.orderStatus, kind: 'text', value: (o) => t.orderStatuses[o.orderStatus], width: WIDTH.word },
    {
      header: c.paymentStatus,
      kind: 'text',
      value: (o) => t.paymentStatuses[o.paymentStatus],
      width: WIDTH.word,
    },
    { header: c.subtotal, kind: 'number', value: (o) => o.subtotal, width: WIDTH.money },
    { header: c.discount, kind: 'number', value: (o) => o.discount, width: WIDTH.money },
    { header: c.amount, kind: 'number', value: (o) => o.amount, width: WIDTH.money },
    { header: c.refunded, kind: 'number', value: (o) => o.refundedAmount, width: WIDTH.money },
    { header: c.invoiceNumber, kind: 'text', value: (o) => o.invoiceNumber, width: WIDTH.id },
    {
      header: c.invoiceVoided,
      kind: 'text',
      value: (o) => (o.invoiceVoided ? t.yes : null),
      width: WIDTH.money,
    },
    { header: c.tradeNo, kind: 'text', value: (o) => o.tradeNo, width: WIDTH.number },
  ];
  return { name: t.name, columns, rows };
}

/**
 * The orders getPlanOrders lists under the same filters as CSV or XLSX (docs/decisions/finance.md),
 * named `<orders>_<from>_<to>.<ext>` by the placement period in Taipei time.
 */
export function planOrdersFile(request: PlanOrdersExport, rows: AsyncIterable<PlanOrderDoc>): ExportedFile {
  const t = PLAN_ORDERS_TEXTS[request.language];
  const clock = new ZoneClock(FINANCE_TIME_ZONE);
  const edge = (micros: number | undefined) =>
    micros === undefined ? t.open : clock.compact(micros / MICROS_PER_MS);
  const fileName = `${safeNamePart(t.name)}_${edge(request.startTime)}_${edge(request.endTime)}.${request.format}`;
  const table = planOrdersTable(request.language, rows);
  const body = request.format === 'csv' ? utf8Chunks(csv(table, clock)) : xlsx(table, clock);
  return { mediaType: EXPORT_MEDIA_TYPES[request.format], fileName, body };
}
