import { durationText, type ZoneClock } from '../local-time';
import type { Cell, CellKind, ExportTable } from '../tables';

/** Excel reads a UTF-8 file as its local code page unless it starts with the byte order mark. */
const BOM = '\ufeff';
/** RFC 4180: records end with CRLF. */
const EOL = '\r\n';
/** A field holding any of these is quoted (RFC 4180), its quotes doubled. */
const NEEDS_QUOTES = /[",\r\n]/;
/**
 * A text cell a spreadsheet would read as a formula (OWASP CSV injection): = + - @, and tab or CR
 * which some spreadsheets strip before looking. Such a cell gets a leading apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell, made inert for spreadsheets. Numbers are written by us, so never formulas. */
export function safeText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function field(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function cellText(kind: CellKind, value: Cell, clock: ZoneClock): string {
  if (value === null) return '';
  switch (kind) {
    case 'time':
      return clock.text(Number(value));
    case 'duration':
      return durationText(Number(value));
    case 'number':
      return String(value);
    case 'text':
      return safeText(String(value));
  }
}

/**
 * A table as CSV (docs/decisions/exports.md): UTF-8 with a BOM, RFC 4180 quoting, times as local
 * `YYYY-MM-DD HH:mm:ss` in the platform's zone (the header names it), text cells formula-safe. One
 * piece per row, written as the rows are read.
 */
export async function* csv<R>(table: ExportTable<R>, clock: ZoneClock): AsyncGenerator<string> {
  yield BOM + table.columns.map((c) => field(safeText(c.header))).join(',') + EOL;
  let index = 0;
  for await (const row of table.rows) {
    yield table.columns.map((c) => field(cellText(c.kind, c.value(row, index), clock))).join(',') + EOL;
    index += 1;
  }
}
