import net from 'node:net';
import { once } from 'node:events';
import { httpRequest } from './support/clients';
import { startTestGateway, type TestGateway } from './support/harness';
import { waitFor } from './support/wait';

jest.setTimeout(30_000);

const PHONE = '123456';
const NOW = Date.UTC(2026, 4, 1, 9, 0, 0);
const query = (id: string, extra = ''): string =>
  `/?id=${id}&timestamp=1777626000&lat=23.98&lon=120.97&speed=10${extra}`;

function client9(id: string): string {
  return JSON.stringify({
    location: {
      timestamp: '2026-05-01T09:00:00.000Z',
      coords: { latitude: 23.98, longitude: 120.97, accuracy: 5, speed: 3, heading: 90, altitude: 100 },
      is_moving: true,
      battery: { level: 0.8, is_charging: false },
    },
    device_id: id,
  });
}

describe('OsmAnd listener', () => {
  let t: TestGateway;

  afterEach(async () => {
    await t.gateway.close();
  });

  it('answers 200 to a query-string report once it is recorded', async () => {
    t = await startTestGateway({ known: [PHONE], clock: () => NOW });
    const answer = await httpRequest(t.port('osmand'), { path: query(PHONE) });
    expect(answer).toEqual({ status: 200, body: '' });
    expect(t.ingest.records).toEqual([
      {
        serial: PHONE,
        receivedAt: NOW,
        message: expect.objectContaining({
          type: 'position',
          deviceId: PHONE,
          position: expect.objectContaining({ protocol: 'osmand', latitude: 23.98, longitude: 120.97 }),
        }),
      },
    ]);
    expect(t.gateway.status().protocols.osmand).toMatchObject({ connections: 1, messages: 1, acks: 1 });
  });

  it('accepts form posts (deviceid) and Traccar Client 9 JSON on any path', async () => {
    t = await startTestGateway({ known: [PHONE] });
    const form = await httpRequest(t.port('osmand'), {
      method: 'POST',
      path: '/anything',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `deviceid=${PHONE}&lat=23.98&lon=120.97`,
    });
    const json = await httpRequest(t.port('osmand'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: client9(PHONE),
    });
    expect([form.status, json.status]).toEqual([200, 200]);
    expect(t.ingest.of(PHONE, 'position')).toHaveLength(2);
  });

  it('records the good fixes of a JSON batch and counts the bad ones', async () => {
    t = await startTestGateway({ known: [PHONE] });
    const answer = await httpRequest(t.port('osmand'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { id: PHONE, lat: 23.98, lon: 120.97 },
        { id: PHONE, lat: 'north', lon: 120.97 },
        { id: PHONE, lat: 23.99, lon: 120.98 },
      ]),
    });
    expect(answer.status).toBe(200);
    expect(t.ingest.of(PHONE, 'position')).toHaveLength(2);
    expect(t.gateway.status().protocols.osmand).toMatchObject({ decodeErrors: 1, messages: 2, acks: 1 });
  });

  it('refuses unknown devices with the status the codec says, recording nothing', async () => {
    t = await startTestGateway({ known: [PHONE] });
    const viaQuery = await httpRequest(t.port('osmand'), { path: query('999') });
    const viaJson = await httpRequest(t.port('osmand'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: client9('999'),
    });
    expect([viaQuery.status, viaJson.status]).toEqual([400, 404]);
    expect(t.ingest.calls).toEqual([]);
    const status = t.gateway.status();
    expect(status.protocols.osmand.refusedUnknown).toBe(2);
    expect(status.unknownDevices).toEqual([
      expect.objectContaining({ serial: '999', protocol: 'osmand', attempts: 2 }),
    ]);
  });

  it('answers bad requests with the codec status', async () => {
    t = await startTestGateway({ known: [PHONE], osmand: { maxBodyBytes: 100 } });
    const noId = await httpRequest(t.port('osmand'), { path: '/?lat=23.98&lon=120.97' });
    const put = await httpRequest(t.port('osmand'), { method: 'PUT', path: query(PHONE) });
    const big = await httpRequest(t.port('osmand'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${PHONE}&x=${'y'.repeat(200)}`,
    });
    expect([noId.status, put.status, big.status]).toEqual([400, 405, 413]);
    expect(t.ingest.calls).toEqual([]);
    expect(t.gateway.status().protocols.osmand.decodeErrors).toBe(3);
  });

  it('answers 503 when the store fails, so the phone sends the report again', async () => {
    t = await startTestGateway({ known: [PHONE] });
    t.ingest.hook = () => {
      throw new Error('append failed');
    };
    const answer = await httpRequest(t.port('osmand'), { path: query(PHONE) });
    expect(answer.status).toBe(503);
    expect(t.gateway.status().protocols.osmand).toMatchObject({ recordFailures: 1, acks: 0 });
  });

  it('returns one pending command in the body of a query-mode answer, never to a JSON client', async () => {
    t = await startTestGateway({ known: [PHONE], clock: () => NOW });
    const freq = t.outbox.add(PHONE, { key: 'FREQ', value: 'normal' });
    const relay = t.outbox.add(PHONE, { key: 'ENGINE_STOP' });

    const json = await httpRequest(t.port('osmand'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: client9(PHONE),
    });
    expect(json).toEqual({ status: 200, body: '' });

    const first = await httpRequest(t.port('osmand'), { path: query(PHONE) });
    expect(first).toEqual({ status: 200, body: 'FREQ,30#' });
    await waitFor(() => t.outbox.sent.length === 1, 'markSent');
    expect(t.outbox.sent[0]).toEqual({
      serial: PHONE,
      sent: { commandId: freq.commandId, at: NOW, protocol: 'osmand', text: 'FREQ,30#' },
    });
    const second = await httpRequest(t.port('osmand'), { method: 'POST', path: query(PHONE) });
    expect(second).toEqual({ status: 200, body: 'RELAY,1#' });
    await waitFor(() => t.outbox.sent.length === 2, 'second markSent');
    expect(t.outbox.sent[1].sent.commandId).toBe(relay.commandId);
    const third = await httpRequest(t.port('osmand'), { path: query(PHONE) });
    expect(third.body).toBe('');
  });

  it('answers non-HTTP bytes with 400 and keeps serving', async () => {
    t = await startTestGateway({ known: [PHONE] });
    const socket = net.createConnection({ host: '127.0.0.1', port: t.port('osmand') });
    socket.on('error', () => undefined);
    let reply = '';
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString('latin1')));
    await once(socket, 'connect');
    socket.write(Buffer.from([0x78, 0x78, 0x0d, 0x01, 0x00, 0xff, 0x0d, 0x0a, 0x0d, 0x0a]));
    await once(socket, 'close');
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    const answer = await httpRequest(t.port('osmand'), { path: query(PHONE) });
    expect(answer.status).toBe(200);
  });
});
