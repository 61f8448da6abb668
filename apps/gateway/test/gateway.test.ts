import net from 'node:net';
import { once } from 'node:events';
import { DEFAULT_PORTS, resolveConfig, silentLogger, startGateway } from '../src';
import { httpRequest, RawClient } from './support/clients';
import { FakeIngest, FakeOutbox } from './support/fakes';
import { gt06, h02 } from './support/frames';
import { startTestGateway, type TestGateway } from './support/harness';
import { Gate, waitFor } from './support/wait';

jest.setTimeout(60_000);

const IMEI = '860000000000001';
const H02_ID = '860000000000011';
const PHONE = '123456';

/** Deterministic bytes: the same "random" traffic on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('gateway lifecycle', () => {
  it('uses the protocol ports by default and validates its options', () => {
    const base = { ingest: new FakeIngest(), outbox: new FakeOutbox() };
    expect(resolveConfig(base)).toMatchObject({
      ports: DEFAULT_PORTS,
      idleTimeoutMs: 600_000,
      maxQueue: 256,
    });
    expect(() => resolveConfig({ ...base, maxQueue: 0 })).toThrow(/maxQueue/);
    expect(() => resolveConfig({ ...base, ports: { gt06: 70000 } })).toThrow(/ports\.gt06/);
  });

  it('leaves a listener off when its port is null', async () => {
    const t = await startTestGateway({
      ports: { gt06: 0, h02: null, osmand: null, jt808: null, teltonika: null },
    });
    expect(t.gateway.ports.h02).toBeNull();
    expect(t.gateway.status().ports).toEqual({
      gt06: t.port('gt06'),
      h02: null,
      osmand: null,
      jt808: null,
      teltonika: null,
    });
    await t.gateway.close();
  });

  it('fails to start when a port is taken', async () => {
    const first = await startTestGateway({
      ports: { gt06: 0, h02: null, osmand: null, jt808: null, teltonika: null },
    });
    const ingest = new FakeIngest();
    await expect(
      startGateway({
        ingest,
        outbox: new FakeOutbox(),
        host: '127.0.0.1',
        logger: silentLogger,
        ports: { gt06: 0, h02: first.port('gt06'), osmand: null, jt808: null, teltonika: null },
      }),
    ).rejects.toThrow(/EADDRINUSE/);
    await first.gateway.close();
  });

  it('closes gracefully: the frame in progress is recorded and acknowledged, then the connection ends', async () => {
    const t = await startTestGateway({ known: [IMEI] });
    const client = await RawClient.gt06(t.port('gt06'));
    client.write(gt06.login(IMEI, 1));
    await waitFor(() => client.frames.length === 1, 'login ack');
    const gate = new Gate();
    t.ingest.hook = () => gate.opened;
    client.write(gt06.position(2));
    await waitFor(() => t.ingest.calls.length === 2, 'the record to start');

    const closed = t.gateway.close();
    gate.open();
    await closed;
    await waitFor(() => client.closed, 'the client to see the end');
    expect(client.gt06().map((a) => a.serial)).toEqual([1, 2]);
    expect(t.ingest.events).toEqual([`connected:${IMEI}:gt06`, `disconnected:${IMEI}`]);
    const refused = net.createConnection({ host: '127.0.0.1', port: t.port('gt06') });
    const [error] = (await once(refused, 'error')) as [NodeJS.ErrnoException];
    expect(error.code).toBe('ECONNREFUSED');
  });
});

describe('hostile traffic', () => {
  let t: TestGateway;

  afterEach(async () => {
    await t.gateway.close();
  });

  it('survives random and mutated bytes on every port and keeps serving good devices', async () => {
    t = await startTestGateway({ known: [IMEI, H02_ID, PHONE] });
    const random = prng(42);
    const bytes = (n: number): Buffer =>
      Buffer.from(Array.from({ length: n }, () => Math.floor(random() * 256)));
    const mutate = (frame: Buffer): Buffer => {
      const copy = Buffer.from(frame);
      for (let i = 0; i < 3; i++) copy[Math.floor(random() * copy.length)] ^= 1 << Math.floor(random() * 8);
      return copy;
    };

    const hostile: net.Socket[] = [];
    for (let i = 0; i < 30; i++) {
      const port = [t.port('gt06'), t.port('h02'), t.port('osmand')][i % 3];
      const socket = net.createConnection({ host: '127.0.0.1', port });
      socket.on('error', () => undefined);
      socket.on('data', () => undefined);
      await once(socket, 'connect');
      const good = i % 3 === 0 ? gt06.login(IMEI, 1) : h02.position(H02_ID, i);
      const payload = [
        bytes(1 + Math.floor(random() * 3000)),
        mutate(good),
        mutate(gt06.position(i)),
        bytes(64),
      ];
      for (const part of payload) socket.write(part);
      hostile.push(socket);
    }

    const device = await RawClient.gt06(t.port('gt06'));
    device.write(Buffer.concat([gt06.login(IMEI, 1), gt06.position(2)]));
    const tracker = await RawClient.h02(t.port('h02'));
    tracker.write(h02.position(H02_ID, 1));
    await waitFor(() => device.frames.length === 2 && tracker.frames.length === 1, 'good devices answered');
    const phone = await httpRequest(t.port('osmand'), { path: `/?id=${PHONE}&lat=23.98&lon=120.97` });
    expect(phone.status).toBe(200);

    for (const socket of hostile) socket.destroy();
    await device.close();
    await tracker.close();
    const totals = t.gateway.status().totals;
    expect(totals.framingErrors + totals.decodeErrors + totals.closedForGarbage).toBeGreaterThan(0);
  });
});
