import { ONLINE_BUCKETS, type OnlineBucket } from '@gps/codes';
import type { DevicePresence as DevicePresenceSchema } from '@gps/contracts';
import {
  Collections,
  onlineBucketRanges,
  presenceFilters,
  type DeviceDoc,
  type DevicePresenceDoc,
  type PresenceRange,
} from '@gps/projections';
import type { Filter, Query } from '@gps/read-store';
import type { z } from 'zod';
import type { ReadModels } from '../operations/shared/read-models';

/** A device as the online statistics and the offline list serve it (the contract's DevicePresence). */
export type DevicePresence = z.input<typeof DevicePresenceSchema>;

const MICROS_PER_SECOND = 1_000_000;
/** A page of no rows: the store answers the count alone, from the index. */
const COUNT_ONLY = { index: 0, rows: 0 };

/**
 * How many devices in scope are in each bucket at `now` (epoch µs): one indexed range count per
 * bucket over the small presence documents, never a device row (docs/decisions/online-buckets.md).
 * `scope` holds the caller's tenancy as filters on `id` or `fleetId`.
 */
export async function countOnlineBuckets(
  read: ReadModels,
  scope: Filter[],
  now: number,
): Promise<Record<OnlineBucket, number>> {
  const ranges = onlineBucketRanges(now);
  const counts = await Promise.all(
    ONLINE_BUCKETS.map(async (bucket) => {
      const page = await read.find(Collections.devicePresence, {
        filters: [...scope, ...presenceFilters(ranges[bucket])],
        page: COUNT_ONLY,
      });
      return [bucket, page.total] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<OnlineBucket, number>;
}

/** The bucket a presence key is in at `now`. */
function bucketOf(ranges: Record<OnlineBucket, PresenceRange>, key: string): OnlineBucket {
  const found = ONLINE_BUCKETS.find((b) => key >= ranges[b].from && key < ranges[b].to);
  if (found === undefined) throw new Error(`presence key ${key} is in no online bucket`);
  return found;
}

/**
 * A page of the devices in scope whose presence is in `range`, in key order (the longest in their
 * state first), as rows: the page's device rows are read by their ids, one query.
 */
export async function readPresencePage(
  read: ReadModels,
  scope: Filter[],
  range: PresenceRange,
  page: Query['page'],
  now: number,
): Promise<{ total: number; rows: DevicePresence[] }> {
  const presence = await read.find(Collections.devicePresence, {
    filters: [...scope, ...presenceFilters(range)],
    sort: [{ field: 'presenceKey', direction: 'asc' }],
    page,
  });
  const ids = presence.rows.map((p) => p.id);
  const devices =
    ids.length === 0
      ? []
      : (await read.find(Collections.devices, { filters: [{ field: 'id', op: 'in', value: ids }] })).rows;
  const byId = new Map(devices.map((d) => [d.id, d]));
  const ranges = onlineBucketRanges(now);
  const rows = presence.rows.flatMap((p: DevicePresenceDoc) => {
    const device = byId.get(p.id);
    return device === undefined ? [] : [presenceRow(device, bucketOf(ranges, p.presenceKey), now)];
  });
  return { total: presence.total, rows };
}

function presenceRow(d: DeviceDoc, bucket: OnlineBucket, now: number): DevicePresence {
  return {
    deviceSerialNumber: d.deviceSerialNumber,
    carName: d.carName,
    fleetId: d.fleetId,
    fleetAlias: d.fleetAlias,
    bucket,
    online: d.online,
    vehicleStatus: d.vehicleStatus,
    createDate: d.createDate,
    lastSeenTimestamp: d.lastSeenTimestamp,
    offlineSeconds:
      !d.online && d.lastSeenTimestamp !== null
        ? Math.max(0, Math.floor((now - d.lastSeenTimestamp) / MICROS_PER_SECOND))
        : null,
    lastFixTimestamp: d.lastFixTimestamp,
    latitude: d.latitude,
    longitude: d.longitude,
    address: d.address,
  };
}
