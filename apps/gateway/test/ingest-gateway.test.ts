import type { Gateway } from '../src';
import { RawClient } from './support/clients';
import { fixAt, gt06, T0 } from './support/frames';
import { waitFor } from './support/wait';
import {
  dayStream,
  ingestGateway,
  ObservedStore,
  provision,
  tempStore,
  type TempStore,
} from './ingest-support';

jest.setTimeout(30_000);

const IMEI = '860000000000001';
const STRANGER = '860000000000009';
/** Receipt a little after the frames' fixes (fixAt(i) is T0 + 10 s · i). */
const NOW = T0 + 5 * 60_000;

describe('TelemetryIngest behind the gateway (GT06 over TCP)', () => {
  let t: TempStore;
  let store: ObservedStore;
  let gateway: Gateway;
  const clients: RawClient[] = [];

  beforeEach(async () => {
    t = tempStore();
    store = new ObservedStore(t.store);
    await provision(t.store, IMEI);
    gateway = await ingestGateway(store, 'gt06', NOW);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await gateway.close();
    await t.close();
  });

  async function connect(): Promise<RawClient> {
    const port = gateway.ports.gt06;
    if (port === null) throw new Error('gt06 listener is off');
    const client = await RawClient.gt06(port);
    clients.push(client);
    return client;
  }

  it('acknowledges a provisioned device once its positions are in its day stream', async () => {
    const client = await connect();
    client.write(Buffer.concat([gt06.login(IMEI, 1), gt06.position(2), gt06.position(3), gt06.heartbeat(4)]));
    await waitFor(() => client.frames.length === 4, 'four acks');
    expect(client.gt06().map((a) => a.serial)).toEqual([1, 2, 3, 4]);

    const events = await t.store.readStream(dayStream(NOW, IMEI));
    expect(events[0].type).toBe('TelemetryDayOpened');
    const positions = events.filter((e) => e.type === 'PositionRecorded');
    expect(positions.map((e) => e.data.fixTime)).toEqual([fixAt(2).time.getTime(), fixAt(3).time.getTime()]);
    expect(positions[1].data.odometerMeters as number).toBeGreaterThan(0);
    expect(events.every((e) => e.metadata.protocol === 'gt06')).toBe(true);
  });

  it('refuses an unprovisioned device without recording anything', async () => {
    const client = await connect();
    client.write(gt06.login(STRANGER, 1));
    await waitFor(() => client.closed, 'the connection to close');
    expect(client.frames).toEqual([]);
    expect(await t.store.streamRevision(dayStream(NOW, STRANGER))).toBe('no_stream');
  });

  it('sends no ACK for a position whose append failed; the resend is acknowledged and recorded', async () => {
    const client = await connect();
    client.write(gt06.login(IMEI, 1));
    await waitFor(() => client.frames.length === 1, 'the login ack');
    store.failAppend = () => 'before';
    client.write(gt06.position(2));
    await waitFor(() => gateway.status().totals.recordFailures === 1, 'the failed record');
    store.failAppend = undefined;
    client.write(gt06.heartbeat(3));
    await waitFor(() => client.frames.length === 2, 'the heartbeat ack');
    expect(client.gt06().map((a) => a.serial)).toEqual([1, 3]);

    client.write(gt06.position(2));
    await waitFor(() => client.frames.length === 3, 'the resent position ack');
    const events = await t.store.readStream(dayStream(NOW, IMEI));
    expect(events.filter((e) => e.type === 'PositionRecorded')).toHaveLength(1);
  });
});
