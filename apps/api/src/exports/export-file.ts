import type { ExportFormat, Language } from '@gps/codes';
import { EXPORT_MEDIA_TYPES, type ExportedFile } from '@gps/contracts';
import { utf8Chunks } from './chunks';
import { csv } from './encoders/csv';
import { gpx } from './encoders/gpx';
import { kml } from './encoders/kml';
import { xlsx } from './encoders/xlsx';
import { msOf, type ParkingStop, type TrackPoint } from './export-rows';
import { EXPORT_TEXTS, type ExportTexts } from './export-texts';
import { exportFileName } from './file-name';
import { ZoneClock } from './local-time';
import type { MapDocument } from './map-document';
import { parkingTable, trackTable, type ExportTable } from './tables';

/** What names and words an export: the vehicle, the period (epoch µs), the language and zone. */
export interface ExportRequest {
  format: ExportFormat;
  language: Language;
  timeZone: string;
  serial: string;
  /** The vehicle's name; null: the serial number names it. */
  carName: string | null;
  from: number;
  to: number;
}

interface Words {
  texts: ExportTexts;
  clock: ZoneClock;
  fileName: string;
  /** The vehicle, the kind and the period, local: the GPX and KML document's name. */
  title: string;
}

function wordsOf(request: ExportRequest, kind: (texts: ExportTexts) => string): Words {
  const texts = EXPORT_TEXTS[request.language];
  const clock = new ZoneClock(request.timeZone);
  const vehicle = request.carName ?? request.serial;
  const [from, to] = [msOf(request.from), msOf(request.to)];
  const fileName = exportFileName({
    vehicle,
    serial: request.serial,
    kind: kind(texts),
    from: clock.compact(from),
    to: clock.compact(to),
    extension: request.format,
  });
  return {
    texts,
    clock,
    fileName,
    title: `${vehicle} ${kind(texts)} ${clock.text(from)} – ${clock.text(to)}`,
  };
}

/**
 * The file in its format (docs/decisions/exports.md): GPX and KML draw the export on a map, CSV and
 * XLSX are its table. Nothing is read until the body is.
 */
function fileOf<R>(
  request: ExportRequest,
  words: Words,
  parts: { map: () => MapDocument; table: () => ExportTable<R> },
): ExportedFile {
  const body = (): AsyncIterable<Uint8Array> => {
    switch (request.format) {
      case 'gpx':
        return utf8Chunks(gpx(parts.map()));
      case 'kml':
        return utf8Chunks(kml(parts.map()));
      case 'csv':
        return utf8Chunks(csv(parts.table(), words.clock));
      case 'xlsx':
        return xlsx(parts.table(), words.clock);
    }
  };
  return { mediaType: EXPORT_MEDIA_TYPES[request.format], fileName: words.fileName, body: body() };
}

/** A track export: its points (a table, or a line on a map with the parking stops beside it). */
export function trackFile(
  request: ExportRequest,
  rows: { track: () => AsyncIterable<TrackPoint>; stops: () => AsyncIterable<ParkingStop> },
): ExportedFile {
  const words = wordsOf(request, (t) => t.track);
  return fileOf(request, words, {
    map: () => ({
      name: words.title,
      texts: words.texts,
      clock: words.clock,
      stops: rows.stops(),
      track: rows.track(),
    }),
    table: () => trackTable(rows.track(), words.texts, request.timeZone),
  });
}

/** A parking export: its stops (a table, or points on a map). */
export function parkingFile(request: ExportRequest, stops: () => AsyncIterable<ParkingStop>): ExportedFile {
  const words = wordsOf(request, (t) => t.parking);
  return fileOf(request, words, {
    map: () => ({ name: words.title, texts: words.texts, clock: words.clock, stops: stops() }),
    table: () => parkingTable(stops(), words.texts, request.timeZone),
  });
}
