import { fail, type Result } from '../result';
import type { DeviceMessage, Position } from '../types';
import { KNOTS_TO_KMH } from '../units';
import { stateFromStatus, type Ctx, type Decoded } from './decode-context';
import { parseDecimal, parseH02Coordinate, parseH02DateTime } from './fields';
import { decodeH02Status, parseH02StatusWord, type H02Status } from './status';

interface BodyParse {
  position: Position;
  status?: H02Status;
}

/**
 * `<hhmmss>,<A|V>,<lat>,<N|S>,<lon>,<E|W>,<knots>,<course>,[battery,]<ddmmyy>,<status>[,...]`
 * starting at tokens[i]. V19 puts three SIM fields between the date and the status.
 */
function parsePositionBody(ctx: Ctx, i: number): Result<BodyParse> {
  const t = ctx.tokens;
  if (t.length < i + 8) return fail('truncated', 'position sentence has too few fields');
  const [time, validity, lat, ns, lon, ew, speedText, courseText] = t.slice(i, i + 8);
  let valid: boolean;
  if (validity === 'A') valid = true;
  else if (validity === 'V' || validity === 'B' || validity === '') valid = false;
  // V2/VI1 put a numeric coding scheme here; those fixes are GPS (Traccar treats them as valid).
  else if (/^\d+$/.test(validity)) valid = true;
  else return fail('invalid_field', `unknown validity flag "${validity}"`);
  const latitude = parseH02Coordinate(lat, ns, true);
  const longitude = parseH02Coordinate(lon, ew, false);
  if (latitude === undefined || longitude === undefined)
    return fail('invalid_field', 'unparseable coordinates');
  const knots = parseDecimal(speedText);
  if (knots === undefined) return fail('invalid_field', `unparseable speed "${speedText}"`);
  const course = courseText === '' ? 0 : parseDecimal(courseText);
  if (course === undefined) return fail('invalid_field', `unparseable course "${courseText}"`);

  let j = i + 8;
  const isDate = (s: string | undefined): boolean => s !== undefined && /^\d{6}$/.test(s);
  if (!isDate(t[j]) && isDate(t[j + 1])) j++; // optional battery field before the date
  const dateText = t[j] ?? '';
  j++;
  const when = parseH02DateTime(time, dateText);
  if (!when.ok) return fail('invalid_field', 'impossible time or date');

  let statusAt = j;
  if (parseH02StatusWord(t[j]) === undefined && parseH02StatusWord(t[j + 3]) !== undefined) statusAt = j + 3;
  const word = parseH02StatusWord(t[statusAt]);
  const status = word === undefined ? undefined : decodeH02Status(word);

  const position: Position = {
    protocol: 'h02',
    deviceId: ctx.deviceId,
    fixTime: when.date ?? ctx.now,
    valid,
    latitude,
    longitude,
    speedKmh: knots * KNOTS_TO_KMH,
    course,
    locateType: 'gps',
    ...stateFromStatus(status),
  };
  if (status?.alarm) position.alarm = status.alarm;
  const extra = t.slice(word === undefined ? j : statusAt + 1);
  if (statusAt > j) extra.unshift(...t.slice(j, statusAt));
  if (extra.length > 0 && extra.some((v) => v !== '')) position.attributes = { extra: extra.join(',') };
  return status ? { ok: true, position, status } : { ok: true, position };
}

export function decodePositionSentence(ctx: Ctx): Decoded {
  const body = parsePositionBody(ctx, 3);
  if (!body.ok) return body;
  return {
    ok: true,
    message: { type: 'position', protocol: 'h02', deviceId: ctx.deviceId, position: body.position },
    status: body.status,
  };
}

/**
 * `V4,<command>,<result...>,<HHMMSS from the command>,<hhmmss>,<A|V>,<lat>,...`: the device
 * confirms a command and appends a position. The echoed HHMMSS identifies the request.
 */
export function decodeConfirmation(ctx: Ctx): Decoded {
  const t = ctx.tokens;
  if (t.length < 4 || t[3] === '') return fail('truncated', 'V4 confirmation without a command code');
  const tail = findPositionTail(t);
  const replyEnd = tail >= 0 ? tail : t.length;
  const message: DeviceMessage = {
    type: 'command_reply',
    protocol: 'h02',
    deviceId: ctx.deviceId,
    command: t[3],
    text: t.slice(3, replyEnd).join(','),
  };
  let status: H02Status | undefined;
  if (tail >= 0) {
    const echoed = t[tail - 1];
    if (tail - 1 > 3 && /^\d{6}$/.test(echoed)) message.commandTime = echoed;
    const body = parsePositionBody(ctx, tail);
    if (body.ok) {
      message.position = body.position;
      status = body.status;
    }
  }
  return status ? { ok: true, message, status } : { ok: true, message };
}

/** Index of the report time that starts the position appended to a V4 confirmation, or -1. */
function findPositionTail(t: string[]): number {
  for (let k = 5; k + 5 < t.length; k++) {
    if (
      /^[ABV]$/.test(t[k]) &&
      /^[NS]$/.test(t[k + 2]) &&
      /^[EW]$/.test(t[k + 4]) &&
      /^(\d{6})?$/.test(t[k - 1])
    ) {
      return k - 1;
    }
  }
  return -1;
}
