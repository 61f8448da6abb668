import { msOf } from '../export-rows';
import { utcText } from '../local-time';
import { stopDescription, type MapDocument } from '../map-document';
import { element } from './xml-text';

const GPX_NS = 'http://www.topografix.com/GPX/1/1';
/** Garmin's TrackPointExtension v2: speed (m/s) and course, which GPX 1.1 dropped from trkpt. */
const TPX_NS = 'http://www.garmin.com/xmlschemas/TrackPointExtension/v2';
const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';
const SCHEMA_LOCATIONS = [
  GPX_NS,
  'http://www.topografix.com/GPX/1/1/gpx.xsd',
  TPX_NS,
  'https://www8.garmin.com/xmlschemas/TrackPointExtensionv2.xsd',
].join(' ');
const CREATOR = 'GPS tracking platform';
const KMH_PER_MS = 3.6;
/** Garmin's DegreesType is [0, 360). */
const FULL_TURN = 360;
/** Speed in m/s to the centimetre per second. */
const SPEED_DECIMALS = 2;

/**
 * A GPX 1.1 file (docs/decisions/exports.md): the parking stops as waypoints (`wpt`, which GPX puts
 * before tracks), then the track as one `trk`/`trkseg` of `trkpt` with `ele`, `time` (UTC), `sat`
 * and speed and course in Garmin's TrackPointExtension. Written as it is read: one piece per element.
 */
export async function* gpx(doc: MapDocument): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n';
  yield `<gpx version="1.1" creator="${CREATOR}" xmlns="${GPX_NS}" xmlns:gpxtpx="${TPX_NS}" xmlns:xsi="${XSI_NS}" xsi:schemaLocation="${SCHEMA_LOCATIONS}">\n`;
  yield `<metadata>${element('name', doc.name)}</metadata>\n`;
  let n = 0;
  for await (const stop of doc.stops) {
    n += 1;
    yield (
      `<wpt lat="${stop.latitude}" lon="${stop.longitude}">` +
      element('time', utcText(msOf(stop.startTime))) +
      element('name', doc.texts.stop(n)) +
      element('desc', stopDescription(stop, doc.texts, doc.clock)) +
      element('type', doc.texts.parking) +
      '</wpt>\n'
    );
  }
  if (doc.track) {
    yield `<trk>${element('name', doc.name)}<trkseg>\n`;
    for await (const p of doc.track) {
      const speed = (p.speed / KMH_PER_MS).toFixed(SPEED_DECIMALS);
      yield (
        `<trkpt lat="${p.latitude}" lon="${p.longitude}">` +
        element('ele', p.altitude) +
        element('time', utcText(msOf(p.fixTime))) +
        element('sat', p.satellites) +
        `<extensions><gpxtpx:TrackPointExtension><gpxtpx:speed>${speed}</gpxtpx:speed>` +
        `<gpxtpx:course>${((p.course % FULL_TURN) + FULL_TURN) % FULL_TURN}</gpxtpx:course>` +
        '</gpxtpx:TrackPointExtension></extensions></trkpt>\n'
      );
    }
    yield '</trkseg></trk>\n';
  }
  yield '</gpx>\n';
}
