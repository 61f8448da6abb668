import {
  decodeOsmAnd,
  parseOsmAndTimestamp,
  type DeviceMessage,
  type OsmAndDecodeResult,
  type OsmAndRequest,
} from '@gps/protocols';
import { OSMAND } from './vectors';

const NOW = new Date('2030-01-01T00:00:00Z');

function fromUrl(url: string, method = 'POST'): OsmAndRequest {
  return { method, query: new URL(url, 'http://gateway').searchParams, body: '' };
}

function accepted(result: OsmAndDecodeResult): Extract<OsmAndDecodeResult, { ok: true }> {
  if (!result.ok) throw new Error(`rejected: ${result.status} ${result.error.message}`);
  return result;
}

function only<T extends DeviceMessage['type']>(
  result: OsmAndDecodeResult,
  type: T,
): Extract<DeviceMessage, { type: T }> {
  const ok = accepted(result);
  expect(ok.messages).toHaveLength(1);
  expect(ok.messages[0].type).toBe(type);
  return ok.messages[0] as Extract<DeviceMessage, { type: T }>;
}

describe('OsmAnd: reference vectors (§2.3)', () => {
  it('ISO timestamp query', () => {
    const result = decodeOsmAnd(fromUrl(OSMAND.isoQuery), { now: NOW });
    expect(result).toMatchObject({ ok: true, status: 200, mode: 'query', unknownDeviceStatus: 400 });
    const { position } = only(result, 'position');
    expect(position).toMatchObject({
      protocol: 'osmand',
      deviceId: '902064',
      latitude: 42.06288,
      longitude: -88.23412,
      hdop: 6,
      altitude: 224,
      speedKmh: 0,
      valid: true,
      locateType: 'gps',
    });
    expect(position.fixTime.toISOString()).toBe('2016-01-27T18:55:47.000Z');
  });

  it('unix seconds, knots and custom attributes', () => {
    const { position } = only(decodeOsmAnd(fromUrl(OSMAND.attributesQuery)), 'position');
    expect(position.deviceId).toBe('123456789012345');
    expect(position.fixTime.toISOString()).toBe(new Date(1504763810 * 1000).toISOString());
    expect(position.latitude).toBe(40.7232948571);
    expect(position.longitude).toBe(-74.0061408571);
    expect(position.course).toBeCloseTo(7.19889788244, 10);
    expect(position.speedKmh).toBeCloseTo(40 * 1.852, 10);
    expect(position.acc).toBe(true);
    expect(position.attributes).toEqual({ rpm: 933, fuel: 24 });
  });

  it('no id: 400', () => {
    expect(decodeOsmAnd(fromUrl(OSMAND.noIdQuery))).toMatchObject({
      ok: false,
      status: 400,
      error: { code: 'missing_field' },
    });
  });

  it('Traccar Client 9 JSON', () => {
    const result = decodeOsmAnd(
      {
        method: 'POST',
        contentType: 'application/json; charset=utf-8',
        body: Buffer.from(OSMAND.client9Json),
      },
      { now: NOW },
    );
    expect(result).toMatchObject({ ok: true, status: 200, mode: 'json', unknownDeviceStatus: 404 });
    const { position } = only(result, 'position');
    expect(position).toMatchObject({
      deviceId: '48241179',
      latitude: 37.4219983,
      longitude: -122.084,
      accuracy: 5,
      speedKmh: 0,
      course: 0,
      altitude: 5,
      batteryLevel: 100,
      charging: false,
      odometer: 0,
      attributes: { event: 'motionchange', motion: false, activity: 'still' },
    });
    expect(position.fixTime.toISOString()).toBe('2025-06-15T13:45:12.862Z');
  });
});

describe('OsmAnd: request forms', () => {
  it('reads a form-encoded body when the URI has no parameters (Traccar Client 10)', () => {
    const result = decodeOsmAnd({
      method: 'POST',
      contentType: 'application/x-www-form-urlencoded',
      body: 'id=77&imei=356938035643809&lat=10.5&lon=20.25&timestamp=1700000000&speed=10&bearing=90&batt=55.5&charge=true&battery_voltage=4.1',
    });
    expect(result).toMatchObject({ ok: true, mode: 'form', responseMayCarryCommand: true });
    const { position } = only(result, 'position');
    expect(position).toMatchObject({
      deviceId: '77',
      latitude: 10.5,
      longitude: 20.25,
      course: 90,
      batteryLevel: 55.5,
      charging: true,
      attributes: { imei: 356938035643809, battery_voltage: 4.1 },
    });
    expect(position.speedKmh).toBeCloseTo(18.52, 10);
  });

  it('accepts a plain record query (as Express/Nest parse it) with repeated keys', () => {
    const result = decodeOsmAnd({
      method: 'GET',
      query: {
        deviceid: '5',
        location: '60.0,30.0',
        cell: ['257,02,16,2224', '257,02,16,2223,-90'],
        wifi: 'x',
      },
    });
    const { position } = only(result, 'position');
    expect(position).toMatchObject({ deviceId: '5', latitude: 60, longitude: 30 });
    expect(position.cells).toEqual([
      { mcc: 257, mnc: 2, lac: 16, cid: 2224 },
      { mcc: 257, mnc: 2, lac: 16, cid: 2223, rssi: -90 },
    ]);
  });

  it('turns alarm=sos into one alarm event', () => {
    const alarm = only(decodeOsmAnd(fromUrl('/?id=1&lat=1&lon=2&alarm=sos')), 'alarm');
    expect(alarm).toMatchObject({
      alarm: 'sos',
      deviceId: '1',
      position: { alarm: 'sos', attributes: { alarm: 'sos' } },
    });
    expect(only(decodeOsmAnd(fromUrl('/?id=1&lat=1&lon=2&alarm=lowBattery')), 'alarm').alarm).toBe(
      'low_battery',
    );
    expect(only(decodeOsmAnd(fromUrl('/?id=1&lat=1&lon=2&alarm=meteor')), 'alarm').alarm).toBe('other');
  });

  it('reports a heartbeat when there are no coordinates', () => {
    const hb = only(
      decodeOsmAnd(fromUrl('/?id=123456&timestamp=1377177267&batt=40'), { now: NOW }),
      'heartbeat',
    );
    expect(hb).toMatchObject({ deviceId: '123456', batteryLevel: 40, time: new Date(1377177267000) });
  });

  it('uses the configured speed unit', () => {
    const kmh = only(decodeOsmAnd(fromUrl('/?id=1&lat=1&lon=2&speed=50'), { speedUnit: 'kmh' }), 'position');
    expect(kmh.position.speedKmh).toBe(50);
    const mps = only(decodeOsmAnd(fromUrl('/?id=1&lat=1&lon=2&speed=10'), { speedUnit: 'mps' }), 'position');
    expect(mps.position.speedKmh).toBeCloseTo(36, 10);
    const mph = only(decodeOsmAnd(fromUrl('/?id=1&lat=1&lon=2&speed=10'), { speedUnit: 'mph' }), 'position');
    expect(mph.position.speedKmh).toBeCloseTo(16.09344, 10);
  });

  it('honours valid=false and defaults to valid', () => {
    expect(only(decodeOsmAnd(fromUrl('/?id=1&lat=1&lon=2&valid=false')), 'position').position.valid).toBe(
      false,
    );
    expect(only(decodeOsmAnd(fromUrl('/?id=1&lat=1&lon=2&valid=1')), 'position').position.valid).toBe(true);
    expect(only(decodeOsmAnd(fromUrl('/?id=1&lat=1&lon=2')), 'position').position.valid).toBe(true);
  });

  it('accepts the SDK JSON array (uploadJson), reporting bad elements without refusing good ones', () => {
    const body = JSON.stringify([
      { id: 'a', lat: 1, lon: 2, timestamp: 1700000000, speed: 1 },
      { lat: 1, lon: 2 },
      { id: 'a', lat: 3, lon: 4, timestamp: 1700000060, alarm: 'sos' },
    ]);
    const result = accepted(decodeOsmAnd({ method: 'POST', contentType: 'application/json', body }));
    expect(result.mode).toBe('json_array');
    expect(result.messages.map((m) => m.type)).toEqual(['position', 'alarm']);
    expect(result.rejected).toEqual([
      { index: 1, error: expect.objectContaining({ code: 'missing_field' }) },
    ]);
    expect(result.unknownDeviceStatus).toBe(400);
    expect(result.responseMayCarryCommand).toBe(false);
  });

  it('accepts a Client 9 batch (location as an array) and extras', () => {
    const body = JSON.stringify({
      device_id: 99,
      location: [
        { timestamp: '2025-01-01T00:00:00Z', coords: { latitude: 1, longitude: 2, speed: 10, heading: 45 } },
        {
          timestamp: '2025-01-01T00:00:10Z',
          extras: { heartbeat: true, alarm: 'sos' },
          battery: { level: 0.29 },
        },
      ],
    });
    const result = accepted(decodeOsmAnd({ method: 'POST', contentType: 'application/json', body }));
    expect(result.messages).toHaveLength(2);
    const [first, second] = result.messages;
    expect(first).toMatchObject({ type: 'position', deviceId: '99', position: { speedKmh: 36, course: 45 } });
    expect(second).toMatchObject({ type: 'alarm', alarm: 'sos', batteryLevel: 29 });
  });

  it('treats negative JSON speed, heading and battery as unknown', () => {
    const body = JSON.stringify({
      device_id: '1',
      location: {
        coords: { latitude: 1, longitude: 2, speed: -1, heading: -1, accuracy: -1 },
        battery: { level: -1 },
      },
    });
    const { position } = only(
      decodeOsmAnd({ method: 'POST', contentType: 'application/json', body }, { now: NOW }),
      'position',
    );
    expect(position).toMatchObject({ speedKmh: 0, course: 0, fixTime: NOW });
    expect(position.accuracy).toBeUndefined();
    expect(position.batteryLevel).toBeUndefined();
  });
});

describe('OsmAnd: response codes for bad requests', () => {
  it.each<[string, OsmAndRequest, number]>([
    ['bad JSON', { method: 'POST', contentType: 'application/json', body: '{nope' }, 400],
    [
      'JSON without device_id',
      { method: 'POST', contentType: 'application/json', body: '{"location":{}}' },
      400,
    ],
    [
      'JSON with bad coords',
      {
        method: 'POST',
        contentType: 'application/json',
        body: '{"device_id":"1","location":{"coords":{"latitude":"x"}}}',
      },
      400,
    ],
    ['empty JSON array', { method: 'POST', contentType: 'application/json', body: '[]' }, 400],
    ['JSON scalar', { method: 'POST', contentType: 'application/json', body: '42' }, 400],
    ['bad timestamp', fromUrl('/?id=1&lat=1&lon=2&timestamp=yesterday'), 400],
    ['bad latitude', fromUrl('/?id=1&lat=abc&lon=2'), 400],
    ['latitude out of range', fromUrl('/?id=1&lat=91&lon=2'), 400],
    ['lat without lon', fromUrl('/?id=1&lat=1'), 400],
    ['empty request', { method: 'POST' }, 400],
    ['wrong method', { ...fromUrl('/?id=1'), method: 'DELETE' }, 405],
  ])('%s -> %i', (_name, request, status) => {
    const result = decodeOsmAnd(request);
    expect(result.ok).toBe(false);
    expect(result.status).toBe(status);
  });

  it('refuses oversized bodies with 413', () => {
    expect(decodeOsmAnd({ method: 'POST', body: 'x'.repeat(100) }, { maxBodyBytes: 10 })).toMatchObject({
      status: 413,
    });
  });
});

describe('OsmAnd timestamps (§2.1)', () => {
  it.each<[string | number, string]>([
    ['1377177267', '2013-08-22T13:14:27.000Z'],
    [1377177267, '2013-08-22T13:14:27.000Z'],
    ['1442068686579', '2015-09-12T14:38:06.579Z'],
    ['2147483647', '1970-01-25T20:31:23.647Z'],
    ['2147483646', '2038-01-19T03:14:06.000Z'],
    ['1504763810.5', '2017-09-07T05:56:50.500Z'],
    ['2016-01-27T18:55:47Z', '2016-01-27T18:55:47.000Z'],
    ['2025-06-15T13:45:12.862Z', '2025-06-15T13:45:12.862Z'],
    ['2016-01-27T18:55:47+02:00', '2016-01-27T16:55:47.000Z'],
    ['2016-01-27T18:55:47-0530', '2016-01-28T00:25:47.000Z'],
    ['2016-01-27T18:55:47', '2016-01-27T18:55:47.000Z'],
    ['2014-06-04 09:10:11', '2014-06-04T09:10:11.000Z'],
  ])('%s', (input, iso) => {
    expect(parseOsmAndTimestamp(input)?.toISOString()).toBe(iso);
  });

  it('applies the server zone to the local form only', () => {
    expect(parseOsmAndTimestamp('2014-06-04 09:10:11', 120)?.toISOString()).toBe('2014-06-04T07:10:11.000Z');
    expect(parseOsmAndTimestamp('2014-06-04T09:10:11Z', 120)?.toISOString()).toBe('2014-06-04T09:10:11.000Z');
  });

  it('decodes the "+"-for-space local form from a query string', () => {
    const url =
      '/?lat=49.60688&lon=6.15788&timestamp=2014-06-04+09%3A10%3A11&altitude=384.7&speed=0.0&id=353861053849681';
    const { position } = only(decodeOsmAnd(fromUrl(url)), 'position');
    expect(position.fixTime.toISOString()).toBe('2014-06-04T09:10:11.000Z');
  });

  // '+2' is not an ISO-8601 zone; 1e10 is not how clients write epochs.
  it.each(['', 'now', '2014-13-01 00:00:00', '2014-02-30T00:00:00Z', '-5', '1e10', '2014-06-04T09:10:11+2'])(
    'rejects %p',
    (input) => {
      expect(parseOsmAndTimestamp(input)).toBeUndefined();
    },
  );
});
