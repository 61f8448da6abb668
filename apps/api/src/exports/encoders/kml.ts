import { msOf, type TrackPoint } from '../export-rows';
import { utcText } from '../local-time';
import { stopDescription, type MapDocument } from '../map-document';
import { element } from './xml-text';

const KML_NS = 'http://www.opengis.net/kml/2.2';
const GX_NS = 'http://www.google.com/kml/ext/2.2';
/**
 * Points per `gx:Track`. A gx:Track lists all its times before all its places, so a track is cut
 * into pieces of this many points inside one `gx:MultiTrack` (interpolated: shown as one line):
 * only one piece is ever held, whatever the period.
 */
export const KML_POINTS_PER_TRACK = 1000;
const PARKING_ICON = 'https://maps.google.com/mapfiles/kml/shapes/parking_lot.png';
/** KML colours are aabbggrr: opaque blue, 4 px. */
const TRACK_STYLE = '<LineStyle><color>ffff6600</color><width>4</width></LineStyle>';
const SPEED_FIELD = 'speed';

/** One piece of the track as a gx:Track: times, places, then the speeds as extended data. */
function trackPiece(points: readonly TrackPoint[]): string {
  const when = points.map((p) => `<when>${utcText(msOf(p.fixTime))}</when>`).join('');
  const where = points
    .map(
      (p) =>
        `<gx:coord>${p.longitude} ${p.latitude}${p.altitude === null ? '' : ` ${p.altitude}`}</gx:coord>`,
    )
    .join('');
  const speeds = points.map((p) => `<gx:value>${p.speed}</gx:value>`).join('');
  return (
    `<gx:Track>${when}${where}<ExtendedData><SchemaData schemaUrl="#trackPoint">` +
    `<gx:SimpleArrayData name="${SPEED_FIELD}">${speeds}</gx:SimpleArrayData>` +
    '</SchemaData></ExtendedData></gx:Track>\n'
  );
}

/**
 * A KML 2.2 file (docs/decisions/exports.md): the parking stops as Point placemarks in a folder,
 * each with its time span, then the track as a `gx:MultiTrack` of `gx:Track` pieces (times, so
 * Google Earth can play it back, and the speed of each point).
 */
export async function* kml(doc: MapDocument): AsyncGenerator<string> {
  const { texts, clock } = doc;
  yield '<?xml version="1.0" encoding="UTF-8"?>\n';
  yield `<kml xmlns="${KML_NS}" xmlns:gx="${GX_NS}"><Document>${element('name', doc.name)}\n`;
  yield `<Style id="parking"><IconStyle><Icon><href>${PARKING_ICON}</href></Icon></IconStyle></Style>\n`;
  yield `<Style id="track">${TRACK_STYLE}</Style>\n`;
  yield `<Schema id="trackPoint"><gx:SimpleArrayField name="${SPEED_FIELD}" type="float">${element('displayName', texts.columns.speed)}</gx:SimpleArrayField></Schema>\n`;
  yield `<Folder>${element('name', texts.parking)}\n`;
  let n = 0;
  for await (const stop of doc.stops) {
    n += 1;
    const span =
      element('begin', utcText(msOf(stop.startTime))) +
      (stop.endTime === null ? '' : element('end', utcText(msOf(stop.endTime))));
    yield (
      '<Placemark>' +
      element('name', texts.stop(n)) +
      element('description', stopDescription(stop, texts, clock)) +
      `<TimeSpan>${span}</TimeSpan><styleUrl>#parking</styleUrl>` +
      `<Point><coordinates>${stop.longitude},${stop.latitude}</coordinates></Point></Placemark>\n`
    );
  }
  yield '</Folder>\n';
  if (doc.track) {
    yield `<Placemark>${element('name', texts.track)}<styleUrl>#track</styleUrl><gx:MultiTrack><altitudeMode>clampToGround</altitudeMode><gx:interpolate>1</gx:interpolate>\n`;
    let piece: TrackPoint[] = [];
    for await (const point of doc.track) {
      piece.push(point);
      if (piece.length === KML_POINTS_PER_TRACK) {
        yield trackPiece(piece);
        piece = [];
      }
    }
    if (piece.length > 0) yield trackPiece(piece);
    yield '</gx:MultiTrack></Placemark>\n';
  }
  yield '</Document></kml>\n';
}
