import { msOf, type ParkingStop, type TrackPoint } from './export-rows';
import type { ExportTexts } from './export-texts';
import { durationText, type ZoneClock } from './local-time';

/** What a GPX or KML file shows: the parking stops, and the track when it is a track export. */
export interface MapDocument {
  /** The file's title: the vehicle and the period. */
  name: string;
  texts: ExportTexts;
  clock: ZoneClock;
  /** Read once, before the track (GPX lists waypoints first). */
  stops: AsyncIterable<ParkingStop>;
  /** Read once; absent in a parking export. */
  track?: AsyncIterable<TrackPoint>;
}

/** A stop's description in GPX and KML: start, end, duration and place, in the document's language. */
export function stopDescription(stop: ParkingStop, texts: ExportTexts, clock: ZoneClock): string {
  const c = texts.columns;
  const end = stop.endTime === null ? texts.stillParked : clock.text(msOf(stop.endTime));
  return [
    `${c.start} (${clock.timeZone}): ${clock.text(msOf(stop.startTime))}`,
    `${c.end}: ${end}`,
    `${c.duration}: ${durationText(stop.durationSeconds)}`,
    ...(stop.address ? [`${c.address}: ${stop.address}`] : []),
  ].join('\n');
}
