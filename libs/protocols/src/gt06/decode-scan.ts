import { fail } from '../result';
import type { CellTower, WifiAccessPoint } from '../types';
import { Gt06Type } from './constants';
import { need, type Ctx, type Decoded } from './decode-context';
import { readDateTime } from './fields';

/** Wi-Fi and cell scans: stored as an `lbs` message for later geolocation, never as a fix. */

const DATE_BYTES = 6;
const MAC_BYTES = 6;
const SCAN_CELL_BYTES = 5;
const WIFI_4_PREFIX_BYTES = 2;
const LBS_WIFI_CELLS = 7;
const LBS_WIFI_CELL_BYTES = 6;
const MCC_MASK = 0x7fff;
/** LAC u32 + CI u64 + RSSI u8. */
const CELL_4G_BYTES = 13;
/** 2^53 / 2^32: a u64 cell id with a higher top word does not fit a number. */
const SAFE_CID_HIGH = 0x200000;

/** u64 cell id as a number, undefined above 2^53 (no real cell id is that large). */
function readCid64(buf: Buffer, p: number): number | undefined {
  const high = buf.readUInt32BE(p);
  return high >= SAFE_CID_HIGH ? undefined : high * 2 ** 32 + buf.readUInt32BE(p + 4);
}
const WIDE_MNC_BIT = 0x8000;

function macAt(buf: Buffer, p: number): string {
  return buf.toString('hex', p, p + MAC_BYTES).replace(/(..)(?!$)/g, '$1:');
}

/** Six BCD bytes YY MM DD hh mm ss (0x17/0x69 send their time in BCD, unlike every other type). */
function readBcdDate(buf: Buffer, p: number, offsetMinutes: number): Date | undefined {
  const digits = buf.toString('hex', p, p + DATE_BYTES);
  if (!/^\d{12}$/.test(digits)) return undefined;
  const [yy, mo, dd, hh, mi, ss] = (digits.match(/../g) ?? []).map(Number);
  const time = readDateTime(Buffer.from([yy, mo, dd, hh, mi, ss]), 0, offsetMinutes);
  return time.ok ? time.date : undefined;
}

/**
 * 0x17 / 0x69 (count-framed, see frame.ts): BCD time, `count` x (MAC, RSSI), cell count, MCC u16,
 * MNC u8, cells x (LAC u16, CI u16, RSSI u8). 0xF3: BCD time, count, count x (2 bytes, MAC).
 */
export function decodeWifiScan(type: number, ctx: Ctx, count: number | undefined): Decoded {
  const check = need(ctx, DATE_BYTES, 'Wi-Fi scan');
  if (!check.ok) return check;
  const time = readBcdDate(ctx.buf, ctx.start, ctx.offsetMinutes) ?? ctx.now;
  let p = ctx.start + DATE_BYTES;
  const wifi: WifiAccessPoint[] = [];
  const cells: CellTower[] = [];
  const wifi4 = type === Gt06Type.WIFI_4;
  let wifiCount = count ?? 0;
  if (wifi4) {
    if (ctx.end - p < 1) return fail('truncated', 'Wi-Fi scan ends before its count');
    wifiCount = ctx.buf[p];
    p += 1;
  }
  const entry = wifi4 ? WIFI_4_PREFIX_BYTES + MAC_BYTES : MAC_BYTES + 1;
  for (let i = 0; i < wifiCount; i++, p += entry) {
    if (ctx.end - p < entry) return fail('truncated', `Wi-Fi scan ends inside access point ${i + 1}`);
    if (wifi4) wifi.push({ mac: macAt(ctx.buf, p + WIFI_4_PREFIX_BYTES) });
    else wifi.push({ mac: macAt(ctx.buf, p), rssi: ctx.buf[p + MAC_BYTES] });
  }
  if (!wifi4 && ctx.end - p >= 4) {
    const cellCount = ctx.buf[p];
    const mcc = ctx.buf.readUInt16BE(p + 1);
    const mnc = ctx.buf[p + 3];
    p += 4;
    for (let i = 0; i < cellCount && ctx.end - p >= SCAN_CELL_BYTES; i++, p += SCAN_CELL_BYTES) {
      cells.push({
        mcc,
        mnc,
        lac: ctx.buf.readUInt16BE(p),
        cid: ctx.buf.readUInt16BE(p + 2),
        rssi: ctx.buf[p + 4],
      });
    }
  }
  return { ok: true, message: { type: 'lbs', protocol: 'gt06', deviceId: ctx.deviceId, time, cells, wifi } };
}

/**
 * 0x2C: time, MCC u16 (bit 15 = MNC u16), MNC, 7 x (LAC u16, CI u24, RSSI u8), timing advance,
 * Wi-Fi count, count x (MAC, RSSI). 0xA2 of GK310-like models: the same with 4G cells (LAC u32,
 * CI u64). 0xA1 (GK310): the 4G cells without the Wi-Fi list.
 */
export function decodeLbsWifi(ctx: Ctx, cells4g = false, withWifi = true): Decoded {
  const check = need(ctx, DATE_BYTES + 3, 'cell and Wi-Fi scan');
  if (!check.ok) return check;
  const date = readDateTime(ctx.buf, ctx.start, ctx.offsetMinutes);
  const time = (date.ok ? date.date : undefined) ?? ctx.now;
  let p = ctx.start + DATE_BYTES;
  const mccWord = ctx.buf.readUInt16BE(p);
  const wideMnc = (mccWord & WIDE_MNC_BIT) !== 0;
  if (ctx.end - p < (wideMnc ? 4 : 3)) return fail('truncated', 'cell scan ends inside its MNC');
  const mnc = wideMnc ? ctx.buf.readUInt16BE(p + 2) : ctx.buf[p + 2];
  p += wideMnc ? 4 : 3;
  const cells: CellTower[] = [];
  const cellBytes = cells4g ? CELL_4G_BYTES : LBS_WIFI_CELL_BYTES;
  for (let i = 0; i < LBS_WIFI_CELLS && ctx.end - p >= cellBytes; i++, p += cellBytes) {
    const lac = cells4g ? ctx.buf.readUInt32BE(p) : ctx.buf.readUInt16BE(p);
    if (lac === 0) continue;
    const cid = cells4g ? readCid64(ctx.buf, p + 4) : ctx.buf.readUIntBE(p + 2, 3);
    if (cid === undefined) continue;
    cells.push({ mcc: mccWord & MCC_MASK, mnc, lac, cid, rssi: ctx.buf[p + cellBytes - 1] });
  }
  p += 1; // timing advance
  const wifi: WifiAccessPoint[] = [];
  if (withWifi && ctx.end - p >= 1) {
    const count = ctx.buf[p];
    p += 1;
    for (let i = 0; i < count && ctx.end - p >= MAC_BYTES + 1; i++, p += MAC_BYTES + 1) {
      wifi.push({ mac: macAt(ctx.buf, p), rssi: ctx.buf[p + MAC_BYTES] });
    }
  }
  return { ok: true, message: { type: 'lbs', protocol: 'gt06', deviceId: ctx.deviceId, time, cells, wifi } };
}
