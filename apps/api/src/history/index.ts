/**
 * History as the calls and the exports read it (docs/decisions/history.md): a device's track from
 * its telemetry day streams, its stops and trips from the history read model.
 */
export type { HistorySources, Period } from './sources';
export { readTrack, readTrackPage, type TrackKey, type TrackPoint } from './track';
export { readStops, readTrips, type Stop, type Trip } from './episodes';
export { decodeTrackCursor, encodeTrackCursor } from './track-cursor';
