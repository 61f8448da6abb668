import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { gpx } from '../../src/exports/encoders/gpx';
import { KML_POINTS_PER_TRACK, kml } from '../../src/exports/encoders/kml';
import { isoOf, mapDocument, points, STOPS, textOf } from './export-samples';

const LISTS = new Set(['wpt', 'trkpt', 'Placemark', 'when', 'gx:coord', 'gx:Track', 'gx:value']);
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => LISTS.has(name),
});

type Node = Record<string, unknown>;
const KMH_PER_MS = 3.6;

async function parsed(pieces: AsyncIterable<string>): Promise<Node> {
  const text = await textOf(pieces);
  expect(XMLValidator.validate(text)).toBe(true);
  return parser.parse(text) as Node;
}

describe('GPX 1.1', () => {
  it('declares GPX 1.1 and the TrackPointExtension, lists the stops as waypoints then every point in order', async () => {
    const track = points(2500);
    const root = (await parsed(gpx(mapDocument('zh-TW', track)))).gpx as Node;
    expect(root['@_version']).toBe('1.1');
    expect(root['@_xmlns']).toBe('http://www.topografix.com/GPX/1/1');
    expect(root['@_xmlns:gpxtpx']).toBe('http://www.garmin.com/xmlschemas/TrackPointExtension/v2');
    expect((root.metadata as Node).name).toBe('藍色貨車 <A&B>');

    const wpts = root.wpt as Node[];
    expect(wpts.map((w) => [w['@_lat'], w['@_lon'], w.time, w.name])).toEqual([
      ['25.04', '121.56', isoOf(STOPS[0].startTime), '停車 1'],
      ['-33.86', '-151.2', isoOf(STOPS[1].startTime), '停車 2'],
    ]);
    // The address with markup and a formula comes back as text; the times are Taipei's.
    expect(wpts[0].desc).toContain('開始時間 (Asia/Taipei): 2026-11-24 01:00:00');
    expect(wpts[0].desc).toContain('停留時間: 1:30:00');
    expect(wpts[0].desc).toContain('=HYPERLINK("http://x"),"台北市" <b>&\n二樓');
    expect(wpts[1].desc).toContain('結束時間: 停車中');

    const trkpts = ((root.trk as Node).trkseg as Node).trkpt as Node[];
    expect(trkpts).toHaveLength(track.length);
    const read = trkpts.map((t) => {
      const ext = (t.extensions as Node)['gpxtpx:TrackPointExtension'] as Node;
      return [
        t.time,
        Number(t['@_lat']),
        Number(t['@_lon']),
        t.ele ?? null,
        t.sat ?? null,
        ext['gpxtpx:speed'],
        ext['gpxtpx:course'],
      ];
    });
    expect(read).toEqual(
      track.map((p) => [
        isoOf(p.fixTime),
        p.latitude,
        p.longitude,
        p.altitude === null ? null : String(p.altitude),
        p.satellites === null ? null : String(p.satellites),
        (p.speed / KMH_PER_MS).toFixed(2),
        String(p.course),
      ]),
    );
  });

  it('names the stops in English for en-US; a parking export has waypoints and no track', async () => {
    const root = (await parsed(gpx(mapDocument('en-US', undefined)))).gpx as Node;
    expect((root.wpt as Node[]).map((w) => w.name)).toEqual(['Parking 1', 'Parking 2']);
    expect((root.wpt as Node[])[1].desc).toContain('End: still parked');
    expect(root.trk).toBeUndefined();
  });

  it('drops characters XML cannot hold from a name instead of breaking the file', async () => {
    const root = (await parsed(gpx(mapDocument('en-US', [], 'truck\u0001\u0008 one')))).gpx as Node;
    expect((root.metadata as Node).name).toBe('truck one');
  });
});

describe('KML 2.2', () => {
  it('declares KML 2.2 and gx, shows each stop as a point with its time span, and the whole track with times in pieces', async () => {
    const track = points(KML_POINTS_PER_TRACK * 2 + 500);
    const doc = (await parsed(kml(mapDocument('en-US', track)))).kml as Node;
    expect(doc['@_xmlns']).toBe('http://www.opengis.net/kml/2.2');
    expect(doc['@_xmlns:gx']).toBe('http://www.google.com/kml/ext/2.2');
    const document = doc.Document as Node;
    expect(document.name).toBe('藍色貨車 <A&B>');

    const stops = (document.Folder as Node).Placemark as Node[];
    expect((document.Folder as Node).name).toBe('Parking');
    expect(stops.map((s) => [s.name, ((s.Point as Node).coordinates as string).trim()])).toEqual([
      ['Parking 1', '121.56,25.04'],
      ['Parking 2', '-151.2,-33.86'],
    ]);
    expect(stops[0].TimeSpan).toEqual({ begin: isoOf(STOPS[0].startTime), end: isoOf(STOPS[0].endTime!) });
    expect(stops[1].TimeSpan).toEqual({ begin: isoOf(STOPS[1].startTime) });

    const [trackMark] = document.Placemark as Node[];
    expect(trackMark.name).toBe('Track');
    const pieces = (trackMark['gx:MultiTrack'] as Node)['gx:Track'] as Node[];
    expect(pieces).toHaveLength(3);
    const whens = pieces.flatMap((p) => p.when as string[]);
    const coords = pieces.flatMap((p) => p['gx:coord'] as string[]);
    const speeds = pieces.flatMap(
      (p) =>
        (((p.ExtendedData as Node).SchemaData as Node)['gx:SimpleArrayData'] as Node)['gx:value'] as string[],
    );
    expect(whens).toEqual(track.map((p) => isoOf(p.fixTime)));
    expect(coords).toEqual(
      track.map((p) => `${p.longitude} ${p.latitude}${p.altitude === null ? '' : ` ${p.altitude}`}`),
    );
    expect(speeds.map(Number)).toEqual(track.map((p) => p.speed));
  });

  it('a parking export is the stops alone, named in zh-TW', async () => {
    const document = (await parsed(kml(mapDocument('zh-TW', undefined)))).kml as Node;
    const inner = document.Document as Node;
    expect(inner.Placemark).toBeUndefined();
    expect(((inner.Folder as Node).Placemark as Node[]).map((s) => s.name)).toEqual(['停車 1', '停車 2']);
  });
});
