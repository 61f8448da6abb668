import net from 'node:net';
import { once } from 'node:events';
import { Gt06Type } from '@gps/protocols';
import { RawClient } from './support/clients';
import { gt06, h02 } from './support/frames';
import { startTestGateway, type TestGateway } from './support/harness';
import { waitFor } from './support/wait';

jest.setTimeout(30_000);

const IMEI = '860000000000001';
const OTHER = '860000000000002';
const H02_ID = '4210000001';
/** Short enough for a test, and the deadline runs from the connection, whatever it sends. */
const LOGIN_TIMEOUT_MS = 200;

/**
 * The device ports under attack: connections that never log in, too many from one address, more
 * than the process can hold. Real sockets on loopback; every 127.x.y.z address reaches it, so a
 * test can play several addresses.
 */
describe('device ports under attack', () => {
  let t: TestGateway;
  const clients: RawClient[] = [];

  async function gt06From(from?: string): Promise<RawClient> {
    const client = await RawClient.gt06(t.port('gt06'), { from });
    clients.push(client);
    return client;
  }

  /** A GT06 login that gets its ACK: the connection was accepted and is served. */
  async function loggedIn(client: RawClient, imei: string): Promise<void> {
    client.write(gt06.login(imei, 1));
    await waitFor(() => client.frames.length === 1 || client.closed, 'the login ACK');
    expect(client.closed).toBe(false);
    expect(client.gt06()[0]).toMatchObject({ type: Gt06Type.LOGIN });
  }

  /** Served now: a heartbeat written gets its ACK. */
  async function served(client: RawClient): Promise<void> {
    const before = client.frames.length;
    client.write(gt06.heartbeat(7));
    await waitFor(() => client.frames.length > before || client.closed, 'the heartbeat ACK');
    expect(client.closed).toBe(false);
  }

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await t.gateway.close();
  });

  describe('login timeout', () => {
    it('closes a TCP connection that does not name its device in time, not one that did', async () => {
      t = await startTestGateway({ known: [IMEI], loginTimeoutMs: LOGIN_TIMEOUT_MS });
      const tracker = await gt06From();
      await loggedIn(tracker, IMEI);
      const silent = await gt06From();
      // A login dribbled too slowly: bytes that never make a frame do not extend the deadline.
      const dribbling = await gt06From();
      dribbling.write(gt06.login(OTHER, 1).subarray(0, 4));
      const h02Silent = await RawClient.h02(t.port('h02'));
      clients.push(h02Silent);

      await waitFor(() => silent.closed && dribbling.closed && h02Silent.closed, 'the silent ones to close');
      expect(t.gateway.status().protocols.gt06.loginTimeouts).toBe(2);
      expect(t.gateway.status().protocols.h02.loginTimeouts).toBe(1);
      // Connected before the silent ones, so past the deadline too: logging in ended it.
      await served(tracker);
      expect(t.gateway.status().protocols.gt06.open).toBe(1);
    });

    it('keeps an H02 connection whose first sentence named the device', async () => {
      t = await startTestGateway({ known: [H02_ID], loginTimeoutMs: LOGIN_TIMEOUT_MS });
      const tracker = await RawClient.h02(t.port('h02'));
      clients.push(tracker);
      tracker.write(h02.heartbeat(H02_ID));
      await waitFor(() => tracker.frames.length === 1, 'the heartbeat echo');
      const silent = await RawClient.h02(t.port('h02'));
      clients.push(silent);
      await waitFor(() => silent.closed, 'the silent one to close');
      tracker.write(h02.heartbeat(H02_ID));
      await waitFor(() => tracker.frames.length === 2 || tracker.closed, 'the second echo');
      expect(tracker.closed).toBe(false);
      expect(t.gateway.status().protocols.h02.loginTimeouts).toBe(1);
    });

    it('answers 408 and closes an OsmAnd connection that sends no request in time', async () => {
      t = await startTestGateway({ loginTimeoutMs: LOGIN_TIMEOUT_MS });
      const socket = net.createConnection({ host: '127.0.0.1', port: t.port('osmand') });
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      await once(socket, 'connect');
      await once(socket, 'close');
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(t.gateway.status().protocols.osmand.loginTimeouts).toBe(1);
    });
  });

  describe('per-address cap', () => {
    it('refuses at once a connection over the cap of one address while other addresses are served', async () => {
      t = await startTestGateway({ known: [IMEI, OTHER], maxConnectionsPerAddress: 3 });
      const waiting = await Promise.all([1, 2, 3].map(() => gt06From('127.0.0.2')));
      const over = await gt06From('127.0.0.2');
      await waitFor(() => over.closed, 'the connection over the cap to close');
      // Every listener counts towards the same cap.
      const overH02 = await RawClient.h02(t.port('h02'), { from: '127.0.0.2' });
      clients.push(overH02);
      await waitFor(() => overH02.closed, 'the H02 connection over the cap to close');

      const elsewhere = await gt06From('127.0.0.3');
      await loggedIn(elsewhere, IMEI);
      expect(waiting.every((c) => !c.closed)).toBe(true);
      const status = t.gateway.status();
      expect(status.protocols.gt06).toMatchObject({ refusedAddressCap: 1, connections: 4 });
      expect(status.protocols.h02.refusedAddressCap).toBe(1);
      expect(status.connections).toEqual({ open: 4, anonymous: 3, peakPerAddress: 3 });
    });

    it('counts only connections that have not named a device: many trackers share a NAT address', async () => {
      t = await startTestGateway({ known: [IMEI, OTHER], maxConnectionsPerAddress: 2 });
      const first = await gt06From('127.0.0.2');
      const second = await gt06From('127.0.0.2');
      await loggedIn(first, IMEI);
      // One of the two logged in: there is room again for one waiting connection from the address.
      const third = await gt06From('127.0.0.2');
      await loggedIn(third, OTHER);
      expect(second.closed).toBe(false);
      expect(t.gateway.status().protocols.gt06.refusedAddressCap).toBe(0);
    });

    it('refuses OsmAnd connections over the cap of their address', async () => {
      t = await startTestGateway({ maxConnectionsPerAddress: 1 });
      const held = net.createConnection({
        host: '127.0.0.1',
        port: t.port('osmand'),
        localAddress: '127.0.0.4',
      });
      await once(held, 'connect');
      const over = net.createConnection({
        host: '127.0.0.1',
        port: t.port('osmand'),
        localAddress: '127.0.0.4',
      });
      over.on('error', () => undefined);
      over.write('GET /?id=1&lat=1&lon=1 HTTP/1.1\r\nHost: x\r\n\r\n');
      let answered = false;
      over.on('data', () => (answered = true));
      await once(over, 'close');
      expect(answered).toBe(false);
      expect(t.gateway.status().protocols.osmand).toMatchObject({ refusedAddressCap: 1, connections: 0 });
      held.destroy();
    });
  });

  describe('total cap', () => {
    it('refuses connections beyond the total at once, and serves again when a place frees', async () => {
      t = await startTestGateway({ known: [IMEI, OTHER], maxConnections: 3 });
      const tracker = await gt06From('127.0.0.2');
      await loggedIn(tracker, IMEI);
      const silent = await Promise.all(['127.0.0.3', '127.0.0.4'].map((from) => gt06From(from)));
      const over = await gt06From('127.0.0.5');
      await waitFor(() => over.closed, 'the connection over the total to close');
      expect(t.gateway.status().protocols.gt06.refusedTotalCap).toBe(1);
      await served(tracker);

      await silent[0].close();
      await waitFor(() => t.gateway.status().connections.open === 2, 'the place to free');
      const next = await gt06From('127.0.0.5');
      await loggedIn(next, OTHER);
      expect(t.gateway.status().connections).toMatchObject({ open: 3, anonymous: 1 });
    });
  });
});
