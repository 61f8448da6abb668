import { fail } from '../result';
import type { CellTower, DeviceMessage } from '../types';
import { stateFromStatus, type Ctx, type Decoded } from './decode-context';
import { parseBatteryPercent, parseH02DateTime } from './fields';
import { decodeH02Status, parseH02StatusWord } from './status';

/** Where a cell report's time, date and status word are among its tokens. */
export interface CellReportFields {
  time: string;
  date: string;
  status: string;
  /** The battery percentage, in the reports that send one (NBR). */
  battery?: string;
}

/**
 * The part V3 and NBR share once their cells are read: the report's time, its status word, and the
 * `lbs` message of the cells with the state and alarm that word holds and the battery where sent.
 * `sentence` names the report in errors.
 */
export function decodeCellReport(
  ctx: Ctx,
  sentence: string,
  cells: CellTower[],
  fields: CellReportFields,
): Decoded {
  const when = parseH02DateTime(fields.time, fields.date);
  if (!when.ok) return fail('invalid_field', 'impossible time or date');
  const word = parseH02StatusWord(fields.status);
  if (word === undefined) return fail('invalid_field', `${sentence} status word is not 8 hex digits`);
  const status = decodeH02Status(word);
  const message: DeviceMessage = {
    type: 'lbs',
    protocol: 'h02',
    deviceId: ctx.deviceId,
    time: when.date ?? ctx.now,
    cells,
    ...stateFromStatus(status),
  };
  if (status.alarm) message.alarm = status.alarm;
  const battery = parseBatteryPercent(fields.battery);
  if (battery !== undefined) message.batteryLevel = battery;
  return { ok: true, message, status };
}
