import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { stream } from 'exceljs';
import type { ZoneClock } from '../local-time';
import type { Cell, CellKind, ExportTable } from '../tables';

const SECONDS_PER_DAY = 86_400;
/** How cells of each kind look in Excel: local date and time, a duration past 24 h, plain. */
const NUMBER_FORMATS: Readonly<Record<CellKind, string | undefined>> = {
  time: 'yyyy-mm-dd hh:mm:ss',
  duration: '[h]:mm:ss',
  number: undefined,
  text: undefined,
};
/**
 * Rows written between two turns of the event loop, so the zip stream (deflate runs off the main
 * thread) keeps up with the rows instead of buffering them all.
 */
const ROWS_PER_TURN = 200;

/**
 * A cell as Excel holds it: a time as a date whose reading is the platform zone's wall time (a cell
 * has no zone), a duration as a fraction of a day, the rest as it is. Text is a string cell, never a
 * formula, so it needs no escaping.
 */
function cellValue(kind: CellKind, value: Cell, clock: ZoneClock): Date | number | string | null {
  if (value === null) return null;
  if (kind === 'time') return new Date(clock.wallMs(Number(value)));
  if (kind === 'duration') return Number(value) / SECONDS_PER_DAY;
  return value;
}

/**
 * A table as an XLSX workbook of one sheet (docs/decisions/exports.md), through exceljs's streaming
 * writer: each row is committed as it is read and the zip comes out as it is made; the writer keeps
 * only what the zip format needs (the sheet's entry until it is deflated, and the closing directory).
 */
export async function* xlsx<R>(table: ExportTable<R>, clock: ZoneClock): AsyncGenerator<Uint8Array> {
  const out = new PassThrough();
  const workbook = new stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(table.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((c, i) => {
    const numFmt = NUMBER_FORMATS[c.kind];
    return { header: c.header, key: String(i), width: c.width, ...(numFmt ? { style: { numFmt } } : {}) };
  });
  // Aborted when the file's reader stops (a closed download): the rows are no longer read.
  const stop = new AbortController();
  const { signal } = stop;
  const writing = (async () => {
    let index = 0;
    for await (const row of table.rows) {
      signal.throwIfAborted();
      sheet.addRow(table.columns.map((c) => cellValue(c.kind, c.value(row, index), clock))).commit();
      index += 1;
      // The reader of the file is slower than we are: wait for it rather than hold the rows.
      if (out.writableNeedDrain) await once(out, 'drain', { signal });
      if (index % ROWS_PER_TURN === 0) await nextTurn(undefined, { signal });
    }
    sheet.commit();
    await workbook.commit();
  })();
  writing.catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  try {
    for await (const chunk of out) yield chunk as Uint8Array;
    await writing;
  } finally {
    stop.abort();
  }
}
