import type { Projection } from '../projection';
import { defineProjection } from '../define-projection';
import { Collections } from '../read-models';
import { LocalCalendar } from './statistics/local-calendar';
import { Memberships } from './statistics/memberships';
import { telemetryCounts } from './statistics/telemetry-counts';

export interface StatisticsOptions {
  /** The platform's IANA time zone: the days and hours the rows count in (AppConfig.timeZone). */
  timeZone: string;
}

/**
 * The statistics rollups (docs/decisions/statistics.md): per device, per fleet (with its
 * sub-fleets) and for the platform, one row per local day with its sparse hourly series, kept as
 * events arrive so a page over a year reads a few hundred rows, never positions. Each device's fleet
 * memberships over time are kept beside them, so an event counts for the fleet of when it happened.
 * The time zone is fixed for the projection's life: changing it needs `npm run rebuild`.
 */
export function statisticsProjection({ timeZone }: StatisticsOptions): Projection {
  const calendar = new LocalCalendar(timeZone);
  const memberships = new Memberships();
  return defineProjection({
    name: 'statistics',
    collections: [Collections.statisticsDays, Collections.fleetMemberships],
    handlers: {
      DeviceAllocated: (event, w) => memberships.record(event, w),
      ...telemetryCounts({ calendar, memberships }),
    },
  });
}
