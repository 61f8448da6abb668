import type { OnlineBucket } from '@gps/codes';
import type { Filter } from '@gps/read-store';
import type { DeviceDoc } from '../read-models';

/**
 * A device's presence in one small document (docs/decisions/online-buckets.md): the online buckets
 * are counted over these, not over the device rows. A count reads each matching row (the store
 * checks each value's JSON type), and a device row is a kilobyte or more where this one is about a
 * hundred bytes, so counting 10,000 devices costs a few milliseconds instead of twenty-odd.
 *
 * `presenceKey` orders the devices so that every bucket is one range of it, whatever the time:
 *   `1|`                  online, the vehicle asleep
 *   `2|<lastSeen, 17 d>`  offline since its last packet
 *   `3|`                  online, awake
 *   `4|<createDate, 17 d>` never heard from since it was added
 * It changes only when the device comes online, goes offline, falls asleep or wakes (never on a
 * position), so keeping it costs the ingest nothing per position.
 */
export interface DevicePresenceDoc {
  /** The device's serial number. */
  id: string;
  fleetId: string | null;
  presenceKey: string;
  [k: string]: unknown;
}

const ASLEEP = '1';
const OFFLINE = '2';
const AWAKE = '3';
const NEVER = '4';
const SEPARATOR = '|';
/** The character after the separator: the exclusive end of one prefix's keys. */
const PREFIX_END = '}';
const TIME_DIGITS = 17;

const keyOf = (prefix: string, time = 0): string =>
  `${prefix}${SEPARATOR}${time > 0 ? String(time).padStart(TIME_DIGITS, '0') : ''}`;
const endOf = (prefix: string): string => `${prefix}${PREFIX_END}`;

/** The presence a device row shows: what the projection stores beside it. */
export function presenceOf(
  doc: Pick<DeviceDoc, 'id' | 'fleetId' | 'online' | 'vehicleStatus' | 'lastSeenTimestamp' | 'createDate'>,
): DevicePresenceDoc {
  return { id: doc.id, fleetId: doc.fleetId, presenceKey: presenceKeyOf(doc) };
}

function presenceKeyOf(
  doc: Pick<DeviceDoc, 'online' | 'vehicleStatus' | 'lastSeenTimestamp' | 'createDate'>,
): string {
  if (doc.online) return keyOf(doc.vehicleStatus === 'sleep' ? ASLEEP : AWAKE);
  if (doc.lastSeenTimestamp === null) return keyOf(NEVER, doc.createDate);
  return keyOf(OFFLINE, doc.lastSeenTimestamp);
}

const MICROS_PER_SECOND = 1_000_000;
const SECONDS_PER_HOUR = 3_600;
const SECONDS_PER_DAY = 86_400;

/** The buckets' bounds, seconds: an age equal to a bound is in the older bucket. */
export const ONLINE_BUCKET_BOUNDS = Object.freeze({
  offlineRecentSeconds: 12 * SECONDS_PER_HOUR,
  dormantSeconds: 90 * SECONDS_PER_DAY,
  neverOnlineLongSeconds: 180 * SECONDS_PER_DAY,
});

/** A range of presence keys: [from, to). */
export interface PresenceRange {
  from: string;
  to: string;
}

/**
 * The first key of the devices whose time (last seen, or added) is less than `ageSeconds` before
 * `now` (epoch µs): a time at or before now - age is at least that old.
 */
function youngerThan(prefix: string, now: number, ageSeconds: number): string {
  return keyOf(prefix, Math.max(0, now - ageSeconds * MICROS_PER_SECOND + 1));
}

/** Each bucket as one range of presence keys at `now` (epoch µs); together they cover every key once. */
export function onlineBucketRanges(now: number): Record<OnlineBucket, PresenceRange> {
  const b = ONLINE_BUCKET_BOUNDS;
  const offlineDormant = youngerThan(OFFLINE, now, b.dormantSeconds);
  const offlineRecent = youngerThan(OFFLINE, now, b.offlineRecentSeconds);
  const neverLong = youngerThan(NEVER, now, b.neverOnlineLongSeconds);
  const neverDormant = youngerThan(NEVER, now, b.dormantSeconds);
  return {
    // Asleep while online, then offline for 90 days or more: the keys are adjacent.
    sleeping: { from: keyOf(ASLEEP), to: offlineDormant },
    offline12hTo90d: { from: offlineDormant, to: offlineRecent },
    offlineUnder12h: { from: offlineRecent, to: endOf(OFFLINE) },
    online: { from: keyOf(AWAKE), to: endOf(AWAKE) },
    neverOnline180d: { from: keyOf(NEVER), to: neverLong },
    neverOnline90d: { from: neverLong, to: neverDormant },
    unused: { from: neverDormant, to: endOf(NEVER) },
  };
}

/**
 * The offline devices (heard from at least once, offline now) offline for at least `minSeconds`
 * and less than `maxSeconds` at `now` (epoch µs), either bound optional.
 */
export function offlineRange(now: number, minSeconds?: number, maxSeconds?: number): PresenceRange {
  return {
    from: maxSeconds === undefined ? keyOf(OFFLINE) : youngerThan(OFFLINE, now, maxSeconds),
    to: minSeconds === undefined ? endOf(OFFLINE) : youngerThan(OFFLINE, now, minSeconds),
  };
}

/** A presence range as read-store filters. */
export function presenceFilters({ from, to }: PresenceRange): Filter[] {
  return [
    { field: 'presenceKey', op: 'gte', value: from },
    { field: 'presenceKey', op: 'lt', value: to },
  ];
}
