import { Gt06Type } from '@gps/protocols';
import { RawClient } from './support/clients';
import type { BatchingFakeIngest } from './support/fakes';
import { gt06 } from './support/frames';
import { startTestGateway, type TestGateway } from './support/harness';
import { waitFor } from './support/wait';

jest.setTimeout(30_000);

const IMEI = '860000000000001';
const OTHER = '860000000000002';

describe('GT06 listener', () => {
  let t: TestGateway;
  const clients: RawClient[] = [];

  async function device(): Promise<RawClient> {
    const client = await RawClient.gt06(t.port('gt06'));
    clients.push(client);
    return client;
  }

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await t.gateway.close();
  });

  it('acknowledges a login and then a position, each written byte by byte', async () => {
    t = await startTestGateway({ known: [IMEI] });
    const client = await device();
    await client.writeBytewise(gt06.login(IMEI, 1));
    await waitFor(() => client.frames.length === 1, 'login ack');
    expect(client.gt06()[0]).toMatchObject({ type: Gt06Type.LOGIN, serial: 1 });
    expect(t.ingest.events).toEqual([`connected:${IMEI}:gt06`]);

    await client.writeBytewise(gt06.position(2));
    await waitFor(() => client.frames.length === 2, 'position ack');
    expect(client.gt06()[1]).toMatchObject({ type: Gt06Type.GPS_LBS_UTC, serial: 2 });

    const [login, position] = t.ingest.of(IMEI);
    expect(login).toMatchObject({ type: 'login', deviceId: IMEI });
    expect(position).toMatchObject({
      type: 'position',
      deviceId: IMEI,
      position: { latitude: expect.closeTo(23.9802, 5), speedKmh: 40, valid: true },
    });
    const status = t.gateway.status();
    expect(status.protocols.gt06).toMatchObject({ connections: 1, open: 1, messages: 2, acks: 2 });
    expect(status.sessions).toBe(1);
  });

  it('handles three frames in one write and acknowledges them in order', async () => {
    t = await startTestGateway({ known: [IMEI] });
    const client = await device();
    client.write(Buffer.concat([gt06.login(IMEI, 1), gt06.position(2), gt06.heartbeat(3)]));
    await waitFor(() => client.frames.length === 3, 'three acks');
    expect(client.gt06().map((a) => [a.type, a.serial])).toEqual([
      [Gt06Type.LOGIN, 1],
      [Gt06Type.GPS_LBS_UTC, 2],
      [Gt06Type.HEARTBEAT, 3],
    ]);
    expect(t.ingest.of(IMEI).map((m) => m.type)).toEqual(['login', 'position', 'heartbeat']);
  });

  it('refuses an unknown IMEI: counted, remembered, connection closed, nothing recorded', async () => {
    t = await startTestGateway({ known: [IMEI] });
    const stranger = await device();
    stranger.write(Buffer.concat([gt06.login(OTHER, 1), gt06.position(2)]));
    await waitFor(() => stranger.closed, 'the connection to close');

    expect(stranger.frames).toEqual([]);
    expect(t.ingest.calls).toEqual([]);
    expect(t.ingest.events).toEqual([]);
    const status = t.gateway.status();
    expect(status.protocols.gt06.refusedUnknown).toBe(1);
    expect(status.unknownDevices).toEqual([
      expect.objectContaining({ serial: OTHER, protocol: 'gt06', attempts: 1 }),
    ]);
    expect(status.sessions).toBe(0);
  });

  it('refuses anything before the login and closes the connection', async () => {
    t = await startTestGateway({ known: [IMEI] });
    const client = await device();
    client.write(gt06.position(1));
    await waitFor(() => client.closed, 'the connection to close');
    expect(client.frames).toEqual([]);
    expect(t.ingest.calls).toEqual([]);
    expect(t.gateway.status().protocols.gt06.protocolViolations).toBe(1);
  });

  it('closes a connection that sends garbage while another device keeps being served', async () => {
    t = await startTestGateway({ known: [IMEI], maxGarbageBytes: 1024 });
    const good = await device();
    good.write(gt06.login(IMEI, 1));
    await waitFor(() => good.frames.length === 1, 'login ack');

    const noisy = await device();
    noisy.write(Buffer.alloc(4096, 0x41));
    await waitFor(() => noisy.closed, 'the noisy connection to close');

    good.write(gt06.position(2));
    await waitFor(() => good.frames.length === 2, 'position ack after the garbage');
    expect(good.closed).toBe(false);
    const counters = t.gateway.status().protocols.gt06;
    expect(counters.closedForGarbage).toBe(1);
    expect(counters.framingErrors).toBeGreaterThan(0);
  });

  it('closes a connection whose frame cannot complete within the maximum frame size', async () => {
    t = await startTestGateway({ known: [IMEI] });
    const client = await device();
    client.write(gt06.login(IMEI, 1));
    await waitFor(() => client.frames.length === 1, 'login ack');
    // A frame start with a length that never lands on 0D 0A: the framer reports it as oversized.
    const start = Buffer.from([0x78, 0x78, 0xff]);
    client.write(Buffer.concat([start, Buffer.alloc(3000, 0x11)]));
    await waitFor(() => client.closed, 'the connection to close');
    expect(t.gateway.status().protocols.gt06.closedForGarbage).toBe(1);
    expect(t.ingest.events).toEqual([`connected:${IMEI}:gt06`, `disconnected:${IMEI}`]);
  });

  it('drops an undecodable frame without an ack and keeps the connection', async () => {
    t = await startTestGateway({ known: [IMEI] });
    const client = await device();
    const broken = gt06.position(2);
    broken[5] = 0x00; // month 0 in the GPS block: impossible date, well framed
    client.write(Buffer.concat([gt06.login(IMEI, 1), broken, gt06.heartbeat(3)]));
    await waitFor(() => client.frames.length === 2, 'login and heartbeat acks');
    expect(client.gt06().map((a) => a.serial)).toEqual([1, 3]);
    expect(t.gateway.status().protocols.gt06.decodeErrors).toBe(1);
    expect(t.ingest.of(IMEI).map((m) => m.type)).toEqual(['login', 'heartbeat']);
  });

  it('records a frame whose CRC is wrong and counts it; refuses it when told to reject bad CRCs', async () => {
    const wrongCrc = gt06.position(2);
    wrongCrc[wrongCrc.length - 4] ^= 0xff; // the CRC's high byte, just before 0D 0A
    t = await startTestGateway({ known: [IMEI] });
    const lenient = await device();
    lenient.write(Buffer.concat([gt06.login(IMEI, 1), wrongCrc, gt06.heartbeat(3)]));
    await waitFor(() => lenient.frames.length === 3, 'three acks');
    expect(t.ingest.of(IMEI).map((m) => m.type)).toEqual(['login', 'position', 'heartbeat']);
    expect(t.gateway.status().protocols.gt06).toMatchObject({ badChecksums: 1, decodeErrors: 0 });
    await t.gateway.close();

    t = await startTestGateway({ known: [IMEI], gt06: { rejectBadCrc: true } });
    const strict = await device();
    strict.write(Buffer.concat([gt06.login(IMEI, 1), wrongCrc, gt06.heartbeat(3)]));
    await waitFor(() => strict.frames.length === 2, 'login and heartbeat acks');
    expect(strict.gt06().map((a) => a.serial)).toEqual([1, 3]);
    expect(t.ingest.of(IMEI).map((m) => m.type)).toEqual(['login', 'heartbeat']);
    expect(t.gateway.status().protocols.gt06).toMatchObject({ badChecksums: 0, decodeErrors: 1 });
  });

  it('counts a wrong CRC in a burst recorded in one append', async () => {
    const wrongCrc = gt06.position(2);
    wrongCrc[wrongCrc.length - 4] ^= 0xff;
    t = await startTestGateway({ known: [IMEI], batching: true });
    const client = await device();
    client.write(gt06.login(IMEI, 1));
    await waitFor(() => client.frames.length === 1, 'login ack');
    client.write(Buffer.concat([wrongCrc, gt06.heartbeat(3), gt06.position(4)]));
    await waitFor(() => client.frames.length === 4, 'three acks');
    expect(t.ingest.of(IMEI).map((m) => m.type)).toEqual(['login', 'position', 'heartbeat', 'position']);
    expect((t.ingest as BatchingFakeIngest).batches).toEqual([3]);
    expect(t.gateway.status().protocols.gt06).toMatchObject({ badChecksums: 1, decodeErrors: 0 });
  });

  it('lets a reconnecting device replace its old session', async () => {
    t = await startTestGateway({ known: [IMEI] });
    const old = await device();
    old.write(gt06.login(IMEI, 1));
    await waitFor(() => old.frames.length === 1, 'first login ack');

    const fresh = await device();
    fresh.write(gt06.login(IMEI, 1));
    await waitFor(() => fresh.frames.length === 1 && old.closed, 'new login ack and the old socket closed');

    fresh.write(gt06.position(2));
    await waitFor(() => fresh.frames.length === 2, 'position ack on the new session');
    const status = t.gateway.status();
    expect(status.sessions).toBe(1);
    expect(status.protocols.gt06).toMatchObject({ sessionsReplaced: 1, open: 1 });
    // The device never went away: no disconnect between the two sessions.
    expect(t.ingest.events).toEqual([`connected:${IMEI}:gt06`, `connected:${IMEI}:gt06`]);

    await fresh.close();
    await waitFor(() => t.ingest.events.length === 3, 'disconnect');
    expect(t.ingest.events[2]).toBe(`disconnected:${IMEI}`);
    expect(t.gateway.status().sessions).toBe(0);
  });

  it('closes a second login that names another IMEI on the same connection', async () => {
    t = await startTestGateway({ known: [IMEI, OTHER] });
    const client = await device();
    client.write(gt06.login(IMEI, 1));
    await waitFor(() => client.frames.length === 1, 'login ack');
    client.write(gt06.login(OTHER, 2));
    await waitFor(() => client.closed, 'the connection to close');
    expect(t.ingest.of(OTHER)).toEqual([]);
    expect(t.gateway.status().protocols.gt06.protocolViolations).toBe(1);
  });

  it('closes idle connections', async () => {
    t = await startTestGateway({ known: [IMEI], idleTimeoutMs: 150 });
    const client = await device();
    client.write(gt06.login(IMEI, 1));
    await waitFor(() => client.closed, 'the idle connection to close');
    expect(client.frames).toHaveLength(1);
    expect(t.gateway.status().protocols.gt06).toMatchObject({ idleTimeouts: 1, open: 0 });
    expect(t.ingest.events).toEqual([`connected:${IMEI}:gt06`, `disconnected:${IMEI}`]);
  });

  it('refuses the connection when the device lookup fails, and records nothing', async () => {
    t = await startTestGateway({ known: [IMEI] });
    t.ingest.lookupHook = () => {
      throw new Error('store down');
    };
    const client = await device();
    client.write(gt06.login(IMEI, 1));
    await waitFor(() => client.closed, 'the connection to close');
    expect(client.frames).toEqual([]);
    expect(t.ingest.calls).toEqual([]);
    expect(t.gateway.status().protocols.gt06.lookupFailures).toBe(1);
  });

  it('answers a time request with the time and acknowledges unknown short-frame types', async () => {
    t = await startTestGateway({ known: [IMEI], clock: () => Date.UTC(2026, 4, 2, 3, 4, 5) });
    const client = await device();
    client.write(Buffer.concat([gt06.login(IMEI, 1), gt06.raw(Gt06Type.TIME_REQUEST, 2), gt06.raw(0x55, 3)]));
    await waitFor(() => client.frames.length === 3, 'three answers');
    const [, time, unknown] = client.gt06();
    expect(time.type).toBe(Gt06Type.TIME_REQUEST);
    expect([...time.frame.subarray(4, 10)]).toEqual([26, 5, 2, 3, 4, 5]);
    expect(unknown).toMatchObject({ type: 0x55, serial: 3 });
    expect(t.ingest.of(IMEI).map((m) => m.type)).toEqual(['login', 'time_request', 'unknown']);
    expect(t.ingest.records.every((r) => r.receivedAt === Date.UTC(2026, 4, 2, 3, 4, 5))).toBe(true);
  });

  describe('the device model', () => {
    async function loggedIn(): Promise<RawClient> {
      const client = await device();
      client.write(gt06.login(IMEI, 1));
      await waitFor(() => client.frames.length === 1, 'login ack');
      return client;
    }

    async function alarmOf(client: RawClient, acks: number): Promise<unknown> {
      client.write(gt06.alarm0x19());
      await waitFor(() => client.frames.length === acks, 'alarm ack');
      return t.ingest.of(IMEI, 'alarm').at(-1);
    }

    it("decodes every frame of the connection by the device's model, and generically without one", async () => {
      t = await startTestGateway({ known: [IMEI] });
      t.ingest.models.set(IMEI, 'LW4G-4B');
      expect(await alarmOf(await loggedIn(), 2)).toMatchObject({
        alarm: 'harsh_acceleration',
        alarmCode: 0x19,
      });

      t.ingest.models.delete(IMEI);
      expect(await alarmOf(await loggedIn(), 2)).toMatchObject({ alarm: 'low_battery', alarmCode: 0x19 });
    });

    it('an edited model takes effect at the next connection, not midway through an open one', async () => {
      t = await startTestGateway({ known: [IMEI] });
      const first = await loggedIn();
      t.ingest.models.set(IMEI, 'LW4G-4B');
      expect(await alarmOf(first, 2)).toMatchObject({ alarm: 'low_battery' });

      const next = await loggedIn();
      await waitFor(() => first.closed, 'the older connection to be replaced');
      expect(await alarmOf(next, 2)).toMatchObject({ alarm: 'harsh_acceleration' });
    });
  });
});
