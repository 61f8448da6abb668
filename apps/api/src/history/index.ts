/**
 * History as the calls and the exports read it (docs/decisions/history.md), from the history read
 * model: a device's track (`readTrack` streams a period's points, `readTrackPage` pages them), its
 * stops (`readStops`) and its trips (`readTrips`).
 */
export type { HistorySources, Period } from './sources';
export { readTrack, readTrackPage, type TrackKey, type TrackPoint } from './track';
export { readStops, readTrips, type Stop, type Trip } from './episodes';
export { decodeTrackCursor, encodeTrackCursor } from './track-cursor';
