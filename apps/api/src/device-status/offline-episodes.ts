import type { OfflineEpisode as OfflineEpisodeSchema } from '@gps/contracts';
import { Collections, ownerTimeKeyRange, type OfflineEpisodeDoc } from '@gps/projections';
import type { Query } from '@gps/read-store';
import type { z } from 'zod';
import type { ReadModels } from '../operations/shared/read-models';

/** An offline episode as the reports serve it (the contract's OfflineEpisode). */
export type OfflineEpisode = z.input<typeof OfflineEpisodeSchema>;

const MICROS_PER_SECOND = 1_000_000;
const MS_PER_SECOND = 1000;

/** Which devices' episodes: one device (a key range), or a list of devices (by start time). */
export type EpisodeOwners = { device: string } | { devices: string[] } | 'all';

function episodeQuery(owners: EpisodeOwners, period: { from: number; to: number }): Query {
  if (owners !== 'all' && 'device' in owners) return ownerTimeKeyRange('id', owners.device, period);
  const filters: Query['filters'] = [
    { field: 'startTime', op: 'gte', value: period.from },
    { field: 'startTime', op: 'lt', value: period.to },
  ];
  if (owners !== 'all') filters.push({ field: 'deviceSerialNumber', op: 'in', value: owners.devices });
  return { filters, sort: [{ field: 'startTime', direction: 'desc' }] };
}

/**
 * A page of the offline episodes that began in [from, to) (epoch µs), newest first; one still under
 * way lasts until `now` (epoch µs). The vehicles' names are today's, read for the page's devices.
 */
export async function readOfflineEpisodes(
  read: ReadModels,
  owners: EpisodeOwners,
  period: { from: number; to: number },
  page: Query['page'],
  now: number,
): Promise<{ total: number; rows: OfflineEpisode[] }> {
  const episodes = await read.find(Collections.offlineEpisodes, { ...episodeQuery(owners, period), page });
  const serials = [...new Set(episodes.rows.map((e) => e.deviceSerialNumber))];
  const devices =
    serials.length === 0
      ? []
      : (await read.find(Collections.devices, { filters: [{ field: 'id', op: 'in', value: serials }] })).rows;
  const names = new Map(devices.map((d) => [d.id, d.carName]));
  return {
    total: episodes.total,
    rows: episodes.rows.map((e) => episodeRow(e, names.get(e.deviceSerialNumber) ?? null, now)),
  };
}

function episodeRow(e: OfflineEpisodeDoc, carName: string | null, now: number): OfflineEpisode {
  return {
    deviceSerialNumber: e.deviceSerialNumber,
    carName,
    startTime: e.startTime,
    endTime: e.endTime,
    durationSeconds:
      e.durationMs === null
        ? Math.max(0, Math.floor((now - e.startTime) / MICROS_PER_SECOND))
        : Math.floor(e.durationMs / MS_PER_SECOND),
    fixTime: e.fixTime,
    latitude: e.latitude,
    longitude: e.longitude,
    address: e.address,
  };
}
