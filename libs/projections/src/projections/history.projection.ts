import { defineProjection } from '../define-projection';
import { Collections } from '../read-models';
import { recordOfflineEnded, recordWentOffline } from './history/offline-episodes';
import { recordStopEnded, recordStopStarted } from './history/stops';
import { recordTrackPoint } from './history/track-chunks';
import { recordTripEnded } from './history/trips';

/**
 * What history reads (docs/decisions/history.md): each device's accepted positions by fix time, in
 * one-minute chunks (a day of a device's track in at most 1,440 small documents, wherever its
 * fixes were received); and the stops and trips the telemetry decider recorded, one row each, so a
 * period finds a stop begun days before it or ended days after it; and the offline episodes, one row
 * each from the last packet to the next (docs/decisions/online-buckets.md).
 */
export const historyProjection = defineProjection({
  name: 'history',
  collections: [Collections.trackChunks, Collections.stops, Collections.trips, Collections.offlineEpisodes],
  // A fleet's (or the platform's) offline episodes by when they began.
  indexes: [{ collection: Collections.offlineEpisodes, fields: ['startTime'] }],
  handlers: {
    StopStarted: recordStopStarted,
    StopEnded: recordStopEnded,
    TripEnded: recordTripEnded,
    DeviceWentOffline: recordWentOffline,
    OfflineEnded: recordOfflineEnded,
    PositionRecorded: recordTrackPoint,
  },
});
