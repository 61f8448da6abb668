import { fail, type Result } from '../result';
import { MPS_TO_KMH } from '../units';
import { osmAndAlarmKind } from './alarm';
import { emptyDraft, setAttribute, type OsmAndDraft } from './build';
import { draftFromParams, type ParamOptions, type ParamPair } from './params';
import { parseOsmAndTimestamp } from './timestamp';

type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Traccar Client 9 (flutter_background_geolocation, reference §2.2): `{location, device_id}`.
 * `location` may also be an array, which the plugin's batch mode sends. Speeds are m/s and
 * negative coords values mean unknown.
 */
export function draftsFromClient9(
  root: JsonObject,
  options: ParamOptions,
): Result<{ drafts: OsmAndDraft[] }> {
  const rawId = root.device_id;
  const deviceId = typeof rawId === 'string' ? rawId.trim() : finite(rawId) ? String(rawId) : '';
  if (deviceId === '') return fail('missing_field', 'device_id is required');
  if (deviceId.length > 64) return fail('invalid_field', 'device_id longer than 64 characters');
  const locations = Array.isArray(root.location) ? root.location : [root.location];
  if (locations.length === 0) return fail('missing_field', 'location is empty');
  const drafts: OsmAndDraft[] = [];
  for (const location of locations) {
    if (!isJsonObject(location)) return fail('missing_field', 'location must be an object');
    const draft = draftFromLocation(deviceId, location, options);
    if (!draft.ok) return draft;
    drafts.push(draft.draft);
  }
  return { ok: true, drafts };
}

function draftFromLocation(
  deviceId: string,
  location: JsonObject,
  options: ParamOptions,
): Result<{ draft: OsmAndDraft }> {
  const draft = emptyDraft();
  draft.deviceId = deviceId;

  const timestamp = location.timestamp;
  if (timestamp !== undefined && timestamp !== null) {
    const time =
      typeof timestamp === 'string' || typeof timestamp === 'number'
        ? parseOsmAndTimestamp(timestamp, options.localOffsetMinutes)
        : undefined;
    if (!time) return fail('invalid_field', 'location.timestamp is not a supported form');
    draft.time = time;
  }

  if (location.coords !== undefined) {
    const coords = location.coords;
    if (!isJsonObject(coords)) return fail('invalid_field', 'location.coords must be an object');
    const { latitude, longitude, speed, heading, accuracy, altitude } = coords;
    if (!finite(latitude) || !finite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
      return fail('invalid_field', 'coords.latitude/longitude missing or out of range');
    }
    draft.latitude = latitude;
    draft.longitude = longitude;
    if (finite(speed) && speed >= 0) draft.speedKmh = speed * MPS_TO_KMH;
    if (finite(heading) && heading >= 0) draft.course = heading % 360;
    if (finite(accuracy) && accuracy >= 0) draft.accuracy = accuracy;
    if (finite(altitude)) draft.altitude = altitude;
  }

  const battery = location.battery;
  if (isJsonObject(battery)) {
    // level is 0..1 with -1 for unknown; rounding (not truncating) keeps 0.29 at 29 %.
    if (finite(battery.level) && battery.level >= 0)
      draft.batteryLevel = Math.min(100, Math.round(battery.level * 100));
    if (typeof battery.is_charging === 'boolean') draft.charging = battery.is_charging;
  }
  if (typeof location.event === 'string') setAttribute(draft, 'event', location.event);
  if (typeof location.is_moving === 'boolean') setAttribute(draft, 'motion', location.is_moving);
  if (finite(location.odometer) && location.odometer >= 0) draft.odometer = location.odometer;
  if (typeof location.mock === 'boolean') setAttribute(draft, 'mock', location.mock);
  if (isJsonObject(location.activity) && typeof location.activity.type === 'string') {
    setAttribute(draft, 'activity', location.activity.type);
  }

  const extras = isJsonObject(location.extras) ? location.extras : {};
  const alarm = typeof location.alarm === 'string' ? location.alarm : extras.alarm;
  if (typeof alarm === 'string' && alarm.trim() !== '') {
    draft.alarm = osmAndAlarmKind(alarm);
    setAttribute(draft, 'alarm', alarm);
  }
  for (const [key, value] of Object.entries(extras)) {
    if (key === 'alarm') continue;
    if (typeof value === 'string' || typeof value === 'boolean' || finite(value))
      setAttribute(draft, key, value);
  }
  return { ok: true, draft };
}

/** A flat object with the form-field keys (SDK `uploadJson`, or one element of its array). */
export function draftFromFlatObject(
  object: JsonObject,
  options: ParamOptions,
): Result<{ draft: OsmAndDraft }> {
  const pairs: ParamPair[] = [];
  for (const [key, value] of Object.entries(object)) {
    if (typeof value === 'string') pairs.push([key, value]);
    else if (typeof value === 'boolean' || finite(value)) pairs.push([key, String(value)]);
  }
  return draftFromParams(pairs, options);
}
