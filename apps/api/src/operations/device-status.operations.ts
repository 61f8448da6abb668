import { PAGE_SIZES, calls } from '@gps/contracts';
import { AdminFunction, fleetVisibleTo, type Actor } from '@gps/domain';
import { Collections, offlineRange, onlineBucketRanges } from '@gps/projections';
import type { Filter } from '@gps/read-store';
import { ONLINE_BUCKETS } from '@gps/codes';
import {
  countOnlineBuckets,
  readOfflineEpisodes,
  readPresencePage,
  type EpisodeOwners,
} from '../device-status';
import { notFound } from '../request/api-error';
import { callerOf, operation, type Access } from '../request/operation';
import { requireDevice } from './shared/device-access';
import { inList, pageOf } from './shared/lists';
import type { ReadModels } from './shared/read-models';
import { deviceScope, subFleetIds } from './shared/tenancy';

/** What the device status calls need: the read models. */
export interface DeviceStatusOperationDeps {
  read: ReadModels;
}

/** Administrators with the statistics (or the customer) view right; fleets and devices, their own. */
const access: Access = {
  admin: [
    { functionId: AdminFunction.STATISTICS, right: 'view' },
    { functionId: AdminFunction.CUSTOMER, right: 'view' },
  ],
  clients: ['fleet', 'device'],
};

const MICROS_PER_MS = 1000;
const nowMicros = (now: number) => now * MICROS_PER_MS;
const DEFAULT_BUCKET = 'online';

/**
 * The devices the caller may see, narrowed to a fleet with its sub-fleets when one is named, as
 * filters on `id` and `fleetId` (the presence documents have both). Another tenant's fleet is -3.
 */
async function scopeOf(read: ReadModels, actor: Actor, fleetId: string | undefined): Promise<Filter[]> {
  const filters = [...((await deviceScope(read, actor)) ?? [])];
  if (fleetId === undefined) return filters;
  const fleet = await read.get(Collections.fleets, fleetId);
  if (!fleet || !fleetVisibleTo(actor, { fleetId: fleet.id, parentFleetId: fleet.parentFleetId })) {
    throw notFound(`fleet ${fleetId} not found`);
  }
  filters.push(inList('fleetId', [fleet.id, ...(await subFleetIds(read, fleet.id))]));
  return filters;
}

/** Whose episodes a report lists: the device named, else every device in the caller's scope. */
async function episodeOwners(
  read: ReadModels,
  actor: Actor,
  input: { deviceSerialNumber?: string; fleetId?: string },
): Promise<EpisodeOwners> {
  if (input.deviceSerialNumber !== undefined) {
    await requireDevice(read, input.deviceSerialNumber, actor);
    return { device: input.deviceSerialNumber };
  }
  const scope = await scopeOf(read, actor, input.fleetId);
  if (scope.length === 0) return 'all';
  // The scope's devices now, from their small presence documents.
  const { rows } = await read.find(Collections.devicePresence, { filters: scope });
  return { devices: rows.map((p) => p.id) };
}

export const deviceStatusOperations = ({ read }: DeviceStatusOperationDeps) => [
  operation(calls.queryOfflineDevices, {
    access,
    async run(ctx, input) {
      const scope = await scopeOf(read, callerOf(ctx).actor, input.fleetId);
      const now = nowMicros(ctx.now);
      const range = offlineRange(now, input.minOfflineSeconds, input.maxOfflineSeconds);
      return readPresencePage(read, scope, range, pageOf(input, PAGE_SIZES.offlineDevices), now);
    },
  }),
  operation(calls.fetchOnlineStatistics, {
    access,
    async run(ctx, input) {
      const scope = await scopeOf(read, callerOf(ctx).actor, input.fleetId);
      const now = nowMicros(ctx.now);
      const bucket = input.bucket ?? DEFAULT_BUCKET;
      const [counts, page] = await Promise.all([
        countOnlineBuckets(read, scope, now),
        readPresencePage(
          read,
          scope,
          onlineBucketRanges(now)[bucket],
          pageOf(input, PAGE_SIZES.onlineTable),
          now,
        ),
      ]);
      return {
        counts: ONLINE_BUCKETS.map((b) => ({ bucket: b, count: counts[b] })),
        devices: ONLINE_BUCKETS.reduce((sum, b) => sum + counts[b], 0),
        bucket,
        total: page.total,
        rows: page.rows,
      };
    },
  }),
  operation(calls.getOfflineReports, {
    access,
    async run(ctx, input) {
      const owners = await episodeOwners(read, callerOf(ctx).actor, input);
      const period = { from: input.startTime, to: input.endTime };
      const page = pageOf(input, PAGE_SIZES.reports);
      return readOfflineEpisodes(read, owners, period, page, nowMicros(ctx.now));
    },
  }),
];
