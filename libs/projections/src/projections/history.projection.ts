import { defineProjection } from '../define-projection';
import { Collections } from '../read-models';
import { recordLateFixDay } from './history/late-fix-days';
import { recordStopEnded, recordStopStarted } from './history/stops';
import { recordTripEnded } from './history/trips';

/**
 * What history reads besides the day streams (docs/decisions/history.md): the stops and trips the
 * telemetry decider recorded, one row each, so a period finds a stop begun days before it or ended
 * days after it; and, per device and fix day, the other days of receipt that hold its fixes.
 */
export const historyProjection = defineProjection({
  name: 'history',
  collections: [Collections.stops, Collections.trips, Collections.lateFixDays],
  indexes: [
    { collection: Collections.stops, fields: ['deviceTimeKey'] },
    { collection: Collections.trips, fields: ['deviceTimeKey'] },
  ],
  handlers: {
    StopStarted: recordStopStarted,
    StopEnded: recordStopEnded,
    TripEnded: recordTripEnded,
    PositionRecorded: recordLateFixDay,
  },
});
