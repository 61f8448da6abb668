import { fail, type Result } from '../result';
import { KNOTS_TO_KMH, MPH_TO_KMH, MPS_TO_KMH } from '../units';
import { osmAndAlarmKind } from './alarm';
import { emptyDraft, setAttribute, typedAttribute, type OsmAndDraft } from './build';
import { parseOsmAndTimestamp } from './timestamp';

/** Unit of the `speed` parameter (Traccar's osmand.speed); the clients send knots. */
export type OsmAndSpeedUnit = 'kn' | 'kmh' | 'mps' | 'mph';

export const SPEED_FACTORS: Readonly<Record<OsmAndSpeedUnit, number>> = {
  kn: KNOTS_TO_KMH,
  kmh: 1,
  mps: MPS_TO_KMH,
  mph: MPH_TO_KMH,
};

export interface ParamOptions {
  speedUnit: OsmAndSpeedUnit;
  localOffsetMinutes: number;
}

export type ParamPair = readonly [key: string, value: string];

function number(key: string, value: string): Result<{ value: number }> {
  const n = value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(n)
    ? { ok: true, value: n }
    : fail('invalid_field', `${key} is not a number: "${value}"`);
}

/**
 * Query/form parameters (reference §2.1) into a draft. Malformed core fields are a 400, not a
 * guess; malformed cell entries are dropped because they never decide where the vehicle is.
 */
export function draftFromParams(
  pairs: readonly ParamPair[],
  options: ParamOptions,
): Result<{ draft: OsmAndDraft }> {
  const draft = emptyDraft();
  for (const [key, value] of pairs) {
    const applied = applyParam(draft, key, value, options);
    if (!applied.ok) return applied;
  }
  if (draft.deviceId === '') return fail('missing_field', 'id (or deviceid) is required');
  if ((draft.latitude === undefined) !== (draft.longitude === undefined)) {
    return fail('missing_field', 'lat and lon must come together');
  }
  return { ok: true, draft };
}

function applyParam(draft: OsmAndDraft, key: string, value: string, options: ParamOptions): Result<object> {
  switch (key) {
    case 'id':
    case 'deviceid': {
      const id = value.trim();
      if (id.length > 64) return fail('invalid_field', 'device id longer than 64 characters');
      draft.deviceId = id;
      return { ok: true };
    }
    case 'valid':
      draft.valid = value.toLowerCase() === 'true' || value === '1';
      return { ok: true };
    case 'timestamp': {
      const time = parseOsmAndTimestamp(value, options.localOffsetMinutes);
      if (!time) return fail('invalid_field', `timestamp "${value}" is not a supported form`);
      draft.time = time;
      return { ok: true };
    }
    case 'lat':
    case 'lon': {
      const n = number(key, value);
      if (!n.ok) return n;
      if (Math.abs(n.value) > (key === 'lat' ? 90 : 180)) return fail('invalid_field', `${key} out of range`);
      if (key === 'lat') draft.latitude = n.value;
      else draft.longitude = n.value;
      return { ok: true };
    }
    case 'location': {
      const [latText = '', lonText = ''] = value.split(',');
      const lat = number('location latitude', latText);
      if (!lat.ok) return lat;
      const lon = number('location longitude', lonText);
      if (!lon.ok) return lon;
      if (Math.abs(lat.value) > 90 || Math.abs(lon.value) > 180)
        return fail('invalid_field', 'location out of range');
      draft.latitude = lat.value;
      draft.longitude = lon.value;
      return { ok: true };
    }
    case 'speed': {
      const n = number(key, value);
      if (!n.ok) return n;
      // Negative means "unknown" on phones; the normalized speed then stays 0.
      draft.speedKmh = n.value > 0 ? n.value * SPEED_FACTORS[options.speedUnit] : 0;
      return { ok: true };
    }
    case 'bearing':
    case 'heading': {
      const n = number(key, value);
      if (!n.ok) return n;
      draft.course = n.value >= 0 ? n.value % 360 : 0;
      return { ok: true };
    }
    case 'altitude':
    case 'accuracy':
    case 'hdop': {
      const n = number(key, value);
      if (!n.ok) return n;
      if (key === 'altitude') draft.altitude = n.value;
      else if (n.value < 0)
        return { ok: true }; // -1 is the clients' "unknown"
      else if (key === 'accuracy') draft.accuracy = n.value;
      else draft.hdop = n.value;
      return { ok: true };
    }
    case 'batt': {
      const n = number(key, value);
      if (!n.ok) return n;
      if (n.value >= 0 && n.value <= 100) draft.batteryLevel = n.value;
      return { ok: true };
    }
    case 'charge':
      draft.charging = value.toLowerCase() === 'true' || value === '1';
      return { ok: true };
    case 'ignition':
      draft.acc = value.toLowerCase() === 'true' || value === '1';
      return { ok: true };
    case 'alarm':
      if (value.trim() !== '') {
        draft.alarm = osmAndAlarmKind(value);
        setAttribute(draft, 'alarm', value);
      }
      return { ok: true };
    case 'cell': {
      const cell = parseCell(value);
      if (cell && draft.cells.length < 16) draft.cells.push(cell);
      return { ok: true };
    }
    case 'wifi':
      // No normalized home for Wi-Fi scans yet; dropping them never changes a fix.
      return { ok: true };
    case 'driverUniqueId':
    case 'notificationToken':
      setAttribute(draft, key, value);
      return { ok: true };
    default:
      setAttribute(draft, key, typedAttribute(value));
      return { ok: true };
  }
}

function parseCell(value: string): OsmAndDraft['cells'][number] | undefined {
  const parts = value.split(',').map((p) => p.trim());
  if (parts.length < 4 || parts.length > 5 || !parts.every((p) => /^-?\d{1,10}$/.test(p))) return undefined;
  const [mcc, mnc, lac, cid, rssi] = parts.map(Number);
  return rssi === undefined ? { mcc, mnc, lac, cid } : { mcc, mnc, lac, cid, rssi };
}
