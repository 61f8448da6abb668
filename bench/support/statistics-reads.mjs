// What the statistics benchmark times server-side: the statistics calls' reads behind the door
// (apps/api/src/statistics), or, while those are not built, the read they stand on: one key range of
// `Collections.statisticsDays` and its sums into the buckets of the answer.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Collections, PLATFORM_SCOPE_ID } = require('@gps/projections');

const HOURS = 24;

/** YYYYMMDD of a YYYY-MM-DD. */
const compact = (isoDay) => isoDay.replaceAll('-', '');

/** The figures each group sums (stat-contract-13.md), as the rows name them. */
const FIGURES = {
  All: ['mileageMeters', 'warnings', 'overspeeds', 'offlines'],
  Mileage: ['mileageMeters'],
  Warning: ['warnings'],
  Overspeed: ['overspeeds', 'overspeedMs'],
  Offline: ['offlines', 'offlineMs'],
};

/** Every bucket key of the range, in order, zeros included (the answer's continuous axis). */
function bucketKeys(startDay, endDay, groupBy) {
  if (groupBy === 'hour') return Array.from({ length: HOURS }, (_, h) => String(h).padStart(2, '0'));
  const keys = [];
  for (let t = Date.parse(`${startDay}T00:00:00Z`); t <= Date.parse(`${endDay}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    const key = groupBy === 'day' ? day : day.slice(0, 7);
    if (keys.at(-1) !== key) keys.push(key);
  }
  return keys;
}

/** The range read and the sums, as a call over the rollups must at least do them. */
function rangeReader(read) {
  return async (group, { deviceSerialNumber, fleetId, startDay, endDay, groupBy }) => {
    const [scope, scopeId] =
      deviceSerialNumber !== undefined
        ? ['device', deviceSerialNumber]
        : fleetId !== undefined
          ? ['fleet', fleetId]
          : ['platform', PLATFORM_SCOPE_ID];
    const { rows: days } = await read.find(Collections.statisticsDays, {
      filters: [
        { field: 'id', op: 'gte', value: `${scope}:${scopeId}:${compact(startDay)}` },
        { field: 'id', op: 'lte', value: `${scope}:${scopeId}:${compact(endDay)}` },
      ],
    });
    const figures = FIGURES[group];
    const keys = bucketKeys(startDay, endDay, groupBy);
    const buckets = new Map(keys.map((key) => [key, Object.fromEntries(figures.map((f) => [f, 0]))]));
    const totals = Object.fromEntries(figures.map((f) => [f, 0]));
    for (const day of days) {
      const iso = `${day.day.slice(0, 4)}-${day.day.slice(4, 6)}-${day.day.slice(6, 8)}`;
      for (const f of figures) totals[f] += day[f];
      if (groupBy === 'hour') {
        for (let h = 0; h < HOURS; h++) {
          const bucket = buckets.get(keys[h]);
          for (const f of figures) bucket[f] += day.hourly[f][h];
        }
      } else {
        const bucket = buckets.get(groupBy === 'day' ? iso : iso.slice(0, 7));
        for (const f of figures) bucket[f] += day[f];
      }
    }
    return { totals, rows: keys.map((key) => ({ key, ...buckets.get(key) })) };
  };
}

/**
 * `multiDays(group, input)`: a MultiDays call's answer for a group (`All`, `Mileage`...) and its
 * input, timed without the door; `what` says what is timed; `viaApi`, whether /api has the calls.
 */
export async function statisticsReader(platform) {
  return {
    viaApi: false,
    what: 'a key range of statisticsDays and its sums (the statistics calls are not built here)',
    multiDays: rangeReader(platform.read),
  };
}
