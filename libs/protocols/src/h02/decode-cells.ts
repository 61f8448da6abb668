import { fail } from '../result';
import type { CellTower, Position } from '../types';
import { KNOTS_TO_KMH } from '../units';
import { decodeCellReport } from './cell-report';
import type { Ctx, Decoded } from './decode-context';
import { parseDecimal, parseH02Coordinate, parseH02DateTime, parseInteger } from './fields';

/** Cell reports kept for later geolocation (V3, VP1 without a fix) and VP1 with a fix. */

/** V3 sends MCC and MNC as one number: three MCC digits, then the MNC. */
const MCC_MNC = /^(\d{3})(\d{1,3})$/;
const V3_FIELDS_PER_CELL = 4;
/** Fields after the cells: battery (hex), reboot count, `X`, date, status. */
const V3_TRAILER = 5;
const V3_FIRST_CELL = 6;
const VP1_CELL_SEPARATOR = 'Y';
const MIDNIGHT_TIME = '000000';

/**
 * `V3,<hhmmss>,<mcc><mnc>,<count>,(<lac>,<cid>,<signal>,<x>) x count,<battery hex>,<reboots>,X,<ddmmyy>,<status>`
 * The two fields after the cell id and the battery word have no documented unit: not decoded.
 */
export function decodeV3(ctx: Ctx): Decoded {
  const t = ctx.tokens;
  const network = MCC_MNC.exec(t[4] ?? '');
  const count = parseInteger(t[5]);
  if (!network || count === undefined || count < 1) return fail('invalid_field', 'V3 network or cell count');
  const trailerAt = V3_FIRST_CELL + V3_FIELDS_PER_CELL * count;
  if (t.length !== trailerAt + V3_TRAILER || t[trailerAt + 2] !== 'X')
    return fail('invalid_field', `V3 announces ${count} cells but its fields do not match`);
  const [mcc, mnc] = [Number(network[1]), Number(network[2])];
  const cells: CellTower[] = [];
  for (let c = 0; c < count; c++) {
    const at = V3_FIRST_CELL + V3_FIELDS_PER_CELL * c;
    const lac = parseInteger(t[at]);
    const cid = parseInteger(t[at + 1]);
    if (lac === undefined || cid === undefined) return fail('invalid_field', 'V3 cell is not numeric');
    cells.push({ mcc, mnc, lac, cid });
  }
  return decodeCellReport(ctx, 'V3', cells, {
    time: t[3],
    date: t[trailerAt + 3],
    status: t[trailerAt + 4],
  });
}

/**
 * VP1 comes in two shapes: `VP1,V,<mcc>,<mnc>,<lac>,<cid>,<rssi>Y<lac>,...` (cells, no fix) and
 * `VP1,<A|B>,<lat>,<N|S>,<lon>,<E|W>,<knots>,<course>,<ddmmyy>` (a fix with a date but no time).
 */
export function decodeVp1(ctx: Ctx): Decoded {
  const t = ctx.tokens;
  return t[3] === 'V' ? decodeVp1Cells(ctx) : decodeVp1Fix(ctx);
}

function decodeVp1Cells(ctx: Ctx): Decoded {
  const t = ctx.tokens;
  const mcc = parseInteger(t[4]);
  const mnc = parseInteger(t[5]);
  if (mcc === undefined || mnc === undefined) return fail('invalid_field', 'VP1 MCC/MNC are not numbers');
  const cells: CellTower[] = [];
  for (const cell of t.slice(6).join(',').split(VP1_CELL_SEPARATOR)) {
    const fields = cell.split(',').map(parseInteger);
    const [lac, cid, rssi] = fields;
    if (fields.length !== 3 || lac === undefined || cid === undefined || rssi === undefined)
      return fail('invalid_field', 'VP1 cell is not lac,cid,rssi');
    cells.push({ mcc, mnc, lac, cid, rssi });
  }
  return {
    ok: true,
    message: { type: 'lbs', protocol: 'h02', deviceId: ctx.deviceId, time: ctx.now, cells },
  };
}

function decodeVp1Fix(ctx: Ctx): Decoded {
  const t = ctx.tokens;
  const [validity, lat, ns, lon, ew, speedText, courseText, dateText] = t.slice(3, 11);
  if (validity !== 'A' && validity !== 'B')
    return fail('invalid_field', `unknown VP1 validity "${validity}"`);
  const latitude = parseH02Coordinate(lat ?? '', ns ?? '', true);
  const longitude = parseH02Coordinate(lon ?? '', ew ?? '', false);
  if (latitude === undefined || longitude === undefined)
    return fail('invalid_field', 'unparseable coordinates');
  const knots = parseDecimal(speedText);
  const course = parseDecimal(courseText);
  if (knots === undefined || course === undefined) return fail('invalid_field', 'VP1 speed or course');
  const day = parseH02DateTime(MIDNIGHT_TIME, dateText ?? '');
  if (!day.ok || !day.date) return fail('invalid_field', 'impossible VP1 date');
  const position: Position = {
    protocol: 'h02',
    deviceId: ctx.deviceId,
    fixTime: fixTimeOfDay(day.date, ctx.now),
    valid: validity === 'A',
    latitude,
    longitude,
    speedKmh: knots * KNOTS_TO_KMH,
    course,
    locateType: 'gps',
  };
  return {
    ok: true,
    message: { type: 'position', protocol: 'h02', deviceId: ctx.deviceId, position },
  };
}

/** VP1 sends a date without a time: today's date means now, another day its midnight (UTC). */
function fixTimeOfDay(midnight: Date, now: Date): Date {
  const sameDay = now.toISOString().slice(0, 10) === midnight.toISOString().slice(0, 10);
  return sameDay ? now : midnight;
}
