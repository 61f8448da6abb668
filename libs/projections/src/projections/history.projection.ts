import { defineProjection } from '../define-projection';
import { Collections } from '../read-models';
import { recordStopEnded, recordStopStarted } from './history/stops';
import { recordTrackPoint } from './history/track-chunks';
import { recordTripEnded } from './history/trips';

/**
 * What history reads (docs/decisions/history.md): each device's accepted positions by fix time, in
 * one-minute chunks (a day of a device's track in at most 1,440 small documents, wherever its
 * fixes were received); and the stops and trips the telemetry decider recorded, one row each, so a
 * period finds a stop begun days before it or ended days after it.
 */
export const historyProjection = defineProjection({
  name: 'history',
  collections: [Collections.trackChunks, Collections.stops, Collections.trips],
  handlers: {
    StopStarted: recordStopStarted,
    StopEnded: recordStopEnded,
    TripEnded: recordTripEnded,
    PositionRecorded: recordTrackPoint,
  },
});
