import { Workbook } from 'exceljs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { readCsv } from '../../apps/api/test/exports/csv-reader';
import { TestApp } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import { HistoryFeed, MINUTE, SECOND, driving, parked, type DriveFix } from '../support/history-drive';
import { Tenants, type FleetFixture } from '../support/tenants';

jest.setTimeout(120_000);

const µs = (ms: number) => ms * 1000;
/** 2026-10-30 (UTC) at h:m; hours past 24 run into the next day. */
const T = (h: number, m = 0) => Date.UTC(2026, 9, 30, h, m);
const BOM = '\ufeff';
const CAR_NAME = '藍色貨車 1/2';

/** Drives 20 min, parks 40 min (a stop over the 30-minute overtime), drives 20 min. */
const OUTING: DriveFix[] = [
  ...driving(T(9), T(9, 20), 10 * SECOND, 0, 36),
  ...parked(T(9, 20), T(10), MINUTE, 12_000),
  ...driving(T(10), T(10, 20), 10 * SECOND, 12_150, 54),
];
const outingPoints = OUTING.filter((f) => f.at >= T(9) && f.at < T(11)).length;

interface Download {
  status: number;
  type: string | null;
  disposition: string | null;
  length: string | null;
  chunks: number;
  bytes: Buffer;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['trkpt', 'wpt', 'Placemark', 'when', 'gx:Track'].includes(name),
});
type Node = Record<string, any>;

describe('exports: exportCarTrackerLogs and exportParkingRecords', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 867_000_000_000_000);
  let admin: string;
  let main: FleetFixture;
  let sub: FleetFixture;
  let other: FleetFixture;
  let outing: string;
  let day: string;
  let otherDevice: string;

  async function download(call: string, body: Record<string, unknown>, token: string): Promise<Download> {
    const res = await fetch(`${app.server.url}/api/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, userToken: token }),
    });
    const parts: Buffer[] = [];
    for await (const chunk of res.body!) parts.push(Buffer.from(chunk));
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      disposition: res.headers.get('content-disposition'),
      length: res.headers.get('content-length'),
      chunks: parts.length,
      bytes: Buffer.concat(parts),
    };
  }
  const period = (serial: string, from: number, to: number) => ({
    deviceSerialNumber: serial,
    startTime: µs(from),
    endTime: µs(to),
  });
  const refusal = (d: Download) => ({ type: d.type, code: JSON.parse(d.bytes.toString('utf8')).code });

  beforeAll(async () => {
    app = await TestApp.start();
    admin = await app.adminToken();
    main = await tenants.fleet(admin);
    sub = await tenants.subFleet(admin, main.id);
    other = await tenants.fleet(admin);
    [outing, day] = await tenants.devices(admin, 2, main.id);
    [otherDevice] = await tenants.devices(admin, 1, other.id);
    await app.ok('editDevice', { deviceSerialNumber: outing, carName: CAR_NAME }, admin);
    const feed = new HistoryFeed(app);
    await feed.send(outing, OUTING);
    await feed.send(otherDevice, driving(T(9), T(9, 5), 10 * SECOND, 0, 36));
    // A whole day at one fix every 10 s: 8,640 points.
    await feed.sendInBursts(day, driving(T(0), T(24), 10 * SECOND, 0, 36));
  });
  afterAll(() => app.stop());

  test('a track as GPX: the file, named for the vehicle and the period in Taipei time, every point and the stop', async () => {
    const token = await tenants.signIn(main);
    const file = await download(
      'exportCarTrackerLogs',
      { ...period(outing, T(9), T(11)), format: 'gpx', language: 'zh-TW' },
      token,
    );
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/gpx+xml');
    // 09:00 UTC is 17:00 in Taipei; the slash of the name is no path.
    const name = '藍色貨車_1_2_軌跡_20261030-1700_20261030-1900.gpx';
    expect(file.disposition).toBe(
      `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    const text = file.bytes.toString('utf8');
    expect(XMLValidator.validate(text)).toBe(true);
    const gpx = parser.parse(text).gpx as Node;
    expect(gpx['@_xmlns']).toBe('http://www.topografix.com/GPX/1/1');
    const times = (gpx.trk.trkseg.trkpt as Node[]).map((p) => p.time);
    expect(times).toHaveLength(outingPoints);
    expect(times[0]).toBe('2026-10-30T09:00:00Z');
    expect(gpx.wpt).toEqual([expect.objectContaining({ name: '停車 1', time: '2026-10-30T09:21:00Z' })]);
  });

  test('a parking list as KML, CSV and XLSX, in English; the overtime narrows it', async () => {
    const token = await tenants.signIn(main);
    const ask = (format: string, overtimeSeconds?: number) =>
      download(
        'exportParkingRecords',
        { ...period(outing, T(9), T(11)), format, language: 'en-US', overtimeSeconds },
        token,
      );
    const kml = await ask('kml');
    expect(kml.type).toBe('application/vnd.google-earth.kml+xml');
    expect(kml.disposition).toContain("filename*=UTF-8''%E8%97%8D%E8%89%B2%E8%B2%A8%E8%BB%8A_1_2_Parking_");
    const doc = parser.parse(kml.bytes.toString('utf8')).kml as Node;
    expect(doc['@_xmlns']).toBe('http://www.opengis.net/kml/2.2');
    expect((doc.Document.Folder.Placemark as Node[]).map((p) => p.name)).toEqual(['Parking 1']);

    const csv = await ask('csv');
    expect(csv.type).toBe('text/csv; charset=utf-8');
    const text = csv.bytes.toString('utf8');
    expect(text.startsWith(BOM)).toBe(true);
    expect(readCsv(text.slice(BOM.length))).toEqual([
      ['No.', 'Start (Asia/Taipei)', 'End (Asia/Taipei)', 'Duration', 'Latitude', 'Longitude', 'Address'],
      [
        '1',
        '2026-10-30 17:21:00',
        '2026-10-30 18:00:00',
        '0:39:00',
        expect.any(String),
        '121.5',
        '台北市北投區洲美里',
      ],
    ]);
    expect(readCsv((await ask('csv', 3600)).bytes.toString('utf8').slice(BOM.length))).toHaveLength(1);

    const xlsx = await ask('xlsx');
    expect(xlsx.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new Workbook();
    await book.xlsx.load(new Uint8Array(xlsx.bytes).buffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('Parking');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toEqual(new Date(Date.UTC(2026, 9, 30, 17, 21)));
  });

  test('a day of 8,640 points is streamed in chunks, every point once, as CSV and XLSX', async () => {
    const token = await tenants.signIn(main);
    const input = { ...period(day, T(0), T(24)), language: 'en-US' };
    const csv = await download('exportCarTrackerLogs', { ...input, format: 'csv' }, token);
    expect(csv.length).toBeNull();
    expect(csv.chunks).toBeGreaterThan(1);
    const rows = readCsv(csv.bytes.toString('utf8').slice(BOM.length)).slice(1);
    expect(rows).toHaveLength(8640);
    expect(rows[0][0]).toBe('2026-10-30 08:00:00');
    expect(rows[8639][0]).toBe('2026-10-31 07:59:50');

    const xlsx = await download('exportCarTrackerLogs', { ...input, format: 'xlsx' }, token);
    expect(xlsx.length).toBeNull();
    const book = new Workbook();
    await book.xlsx.load(new Uint8Array(xlsx.bytes).buffer);
    expect(book.worksheets[0].rowCount).toBe(8641);
  });

  test('refusals are the JSON envelope: another tenant’s device, a parent’s, an unknown one (-3)', async () => {
    const body = { ...period(outing, T(9), T(11)), format: 'gpx' };
    for (const fleet of [other, sub]) {
      const token = await tenants.signIn(fleet);
      for (const call of ['exportCarTrackerLogs', 'exportParkingRecords']) {
        expect(refusal(await download(call, body, token))).toEqual({
          type: 'application/json; charset=utf-8',
          code: -3,
        });
      }
    }
    const token = await tenants.signIn(main);
    const unknown = await download('exportCarTrackerLogs', { ...body, deviceSerialNumber: '123456' }, token);
    expect(refusal(unknown).code).toBe(-3);
    expect(unknown.disposition).toBeNull();
  });

  test('a bad format, a bad language, a backward or over-long period: -2; no session: -8; no right: -4', async () => {
    const token = await tenants.signIn(main);
    const body = { ...period(outing, T(9), T(11)), format: 'gpx' };
    const refused = async (input: Record<string, unknown>, as = token) =>
      refusal(await download('exportCarTrackerLogs', input, as)).code;
    expect(await refused({ ...body, format: 'pdf' })).toBe(-2);
    expect(await refused({ ...body, format: undefined })).toBe(-2);
    expect(await refused({ ...body, language: 'fr-FR' })).toBe(-2);
    expect(await refused({ ...body, ...period(outing, T(11), T(9)) })).toBe(-2);
    expect(await refused({ ...body, ...period(outing, T(0), T(0) + 8 * 24 * 60 * MINUTE) })).toBe(-2);
    const parking = await download('exportParkingRecords', { ...body, overtimeSeconds: -1 }, token);
    expect(refusal(parking).code).toBe(-2);
    expect(await refused(body, '')).toBe(-8);
    const limited = await createAdmin(app, { rights: { 1: '1111' } });
    expect(await refused(body, await app.adminToken(limited.account, limited.password))).toBe(-4);
  });

  test('a device account exports its own track; an administrator with the customer view right any', async () => {
    const device = await tenants.signInDevice(await tenants.deviceAccount(admin, otherDevice));
    const own = await download(
      'exportCarTrackerLogs',
      { ...period(otherDevice, T(9), T(10)), format: 'csv' },
      device,
    );
    expect(own.type).toBe('text/csv; charset=utf-8');
    expect(readCsv(own.bytes.toString('utf8').slice(BOM.length))).toHaveLength(31);
    const customerOnly = await createAdmin(app, { rights: { 5: '0001' } });
    const asCustomer = await app.adminToken(customerOnly.account, customerOnly.password);
    const file = await download(
      'exportParkingRecords',
      { ...period(outing, T(9), T(11)), format: 'gpx' },
      asCustomer,
    );
    expect(file.type).toBe('application/gpx+xml');
  });
});
