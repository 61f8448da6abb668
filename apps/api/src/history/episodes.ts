import type { ParkingRecord, TripRecord as TripRecordSchema } from '@gps/contracts';
import { markerAt } from '@gps/domain';
import { Collections, ownerTimeKeyRange, type StopDoc, type TripDoc } from '@gps/projections';
import type { Collection } from '@gps/read-store';
import type { z } from 'zod';
import type { HistorySources, Period } from './sources';

/** A stop as history serves it (the contract's ParkingRecord). */
export type Stop = z.input<typeof ParkingRecord>;
/** A trip as history serves it (the contract's TripRecord). */
export type Trip = z.input<typeof TripRecordSchema>;

const MS_PER_SECOND = 1000;
const MICROS_PER_MS = 1000;

/**
 * A device's episodes (stops or trips) overlapping the period, oldest first, each whole. A device's
 * episodes of one kind never overlap, so those begun before the period can only be the last one
 * begun before it: two index range reads, however long the device's history.
 */
async function overlapping<T extends StopDoc | TripDoc>(
  sources: HistorySources,
  collection: Collection<T>,
  serial: string,
  period: Period,
): Promise<T[]> {
  const inside = ownerTimeKeyRange('id', serial, period);
  const before = ownerTimeKeyRange('id', serial, { to: period.from });
  const [within, last] = await Promise.all([
    sources.read.find(collection, inside),
    sources.read.find(collection, { ...before, page: { index: 0, rows: 1 } }),
  ]);
  const earlier = last.rows.filter((e) => e.endTime === null || e.endTime > period.from);
  // The index reads newest first.
  return [...earlier, ...within.rows.reverse()];
}

/** A device's markers (at most the per-device limit, a hundred): one index read. */
async function devicesMarkers(sources: HistorySources, serial: string) {
  const { rows } = await sources.read.find(Collections.markers, {
    filters: [{ field: 'deviceSerialNumber', op: 'eq', value: serial }],
  });
  return rows;
}

/**
 * A device's stops overlapping the period that lasted at least `overtimeSeconds`, oldest first. A
 * stop still under way has no end and lasts until `now` (epoch µs).
 */
export async function readStops(
  sources: HistorySources,
  serial: string,
  period: Period,
  overtimeSeconds: number,
  now: number,
): Promise<Stop[]> {
  const [stops, markers] = await Promise.all([
    overlapping(sources, Collections.stops, serial, period),
    devicesMarkers(sources, serial),
  ]);
  return stops
    .map((s) => ({
      startTime: s.startTime,
      endTime: s.endTime,
      durationSeconds: Math.floor((s.durationMs ?? (now - s.startTime) / MICROS_PER_MS) / MS_PER_SECOND),
      latitude: s.latitude,
      longitude: s.longitude,
      // Rows written before stops had an address have none (a rebuild gives them one).
      address: s.address ?? null,
      // At read time: the device's markers as they are now, so moving a marker moves its stops.
      marker: markerAt(markers, s),
    }))
    .filter((s) => s.durationSeconds >= overtimeSeconds);
}

/** A device's ended trips overlapping the period, oldest first. */
export async function readTrips(sources: HistorySources, serial: string, period: Period): Promise<Trip[]> {
  const trips = await overlapping(sources, Collections.trips, serial, period);
  return trips.map((t) => ({
    startTime: t.startTime,
    endTime: t.endTime,
    durationSeconds: Math.floor(t.durationMs / MS_PER_SECOND),
    startLatitude: t.startLatitude,
    startLongitude: t.startLongitude,
    endLatitude: t.endLatitude,
    endLongitude: t.endLongitude,
    distanceMeters: t.distanceMeters,
    maxSpeed: t.maxSpeedKmh,
    averageSpeed: t.averageSpeedKmh,
    endedBy: t.endedBy,
  }));
}
