import { fail } from '../result';
import type { CellTower, DeviceMessage } from '../types';
import { decodeCellReport } from './cell-report';
import { stateFromStatus, type Ctx, type Decoded } from './decode-context';
import { parseBatteryPercent, parseH02DateTime, parseInteger } from './fields';
import { decodeH02Status, parseH02StatusWord } from './status';

/** `HTBT,<battery %>` (or V0): the device is alive. */
export function decodeHeartbeat(ctx: Ctx): Decoded {
  const message: DeviceMessage = { type: 'heartbeat', protocol: 'h02', deviceId: ctx.deviceId };
  const battery = parseBatteryPercent(ctx.tokens[3]);
  if (battery !== undefined) message.batteryLevel = battery;
  return { ok: true, message };
}

/** `NBR,<hhmmss>,<mcc>,<mnc>,<delay>,<count>,(<lac>,<cid>,<rssi>) x count,<ddmmyy>,<status>[,battery]` */
export function decodeNbr(ctx: Ctx): Decoded {
  const t = ctx.tokens;
  const mcc = parseInteger(t[4]);
  const mnc = parseInteger(t[5]);
  const count = parseInteger(t[7]);
  if (mcc === undefined || mnc === undefined || count === undefined || count < 0) {
    return fail('invalid_field', 'NBR header fields are not numbers');
  }
  const dateAt = 8 + 3 * count;
  if (t.length < dateAt + 2) return fail('truncated', `NBR announces ${count} cells but has fewer fields`);
  const cells: CellTower[] = [];
  for (let c = 0; c < count; c++) {
    const [lac, cid, rssi] = t.slice(8 + 3 * c, 11 + 3 * c).map(parseInteger);
    if (lac === undefined || cid === undefined || rssi === undefined)
      return fail('invalid_field', 'NBR cell is not numeric');
    cells.push({ mcc, mnc, lac, cid, rssi });
  }
  return decodeCellReport(ctx, 'NBR', cells, {
    time: t[3],
    date: t[dateAt],
    status: t[dateAt + 1],
    battery: t[dateAt + 2],
  });
}

/** `LINK,<hhmmss>,<rssi>,<satellites>,<battery>,<steps>,<turnovers>,<ddmmyy>,<status>` */
export function decodeLink(ctx: Ctx): Decoded {
  const t = ctx.tokens;
  if (t.length < 11) return fail('truncated', 'LINK sentence has too few fields');
  const [rssi, satellites, , steps, turnovers] = t.slice(4, 9).map(parseInteger);
  const battery = parseBatteryPercent(t[6]);
  const when = parseH02DateTime(t[3], t[9]);
  if (!when.ok) return fail('invalid_field', 'impossible time or date');
  const word = parseH02StatusWord(t[10]);
  const status = word === undefined ? undefined : decodeH02Status(word);
  const message: DeviceMessage = {
    type: 'heartbeat',
    protocol: 'h02',
    deviceId: ctx.deviceId,
    time: when.date ?? ctx.now,
    ...stateFromStatus(status),
  };
  if (rssi !== undefined) message.gsmSignal = rssi;
  if (satellites !== undefined) message.satellites = satellites;
  if (battery !== undefined) message.batteryLevel = battery;
  if (steps !== undefined || turnovers !== undefined) {
    message.attributes = {};
    if (steps !== undefined) message.attributes.steps = steps;
    if (turnovers !== undefined) message.attributes.turnovers = turnovers;
  }
  if (status?.alarm) message.alarm = status.alarm;
  return status ? { ok: true, message, status } : { ok: true, message };
}

/** `SMS,<text>`: the device's answer to a query (version, settings) as free text, commas and all. */
export function decodeSms(ctx: Ctx): Decoded {
  return {
    ok: true,
    message: {
      type: 'command_reply',
      protocol: 'h02',
      deviceId: ctx.deviceId,
      command: ctx.tokens[2],
      text: ctx.tokens.slice(3).join(','),
    },
  };
}
