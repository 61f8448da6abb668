import type { Gateway } from '../src';
import { RawClient } from './support/clients';
import { fixAt, jt808, T0 } from './support/frames';
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

const PHONE = '13511221122';
/** Receipt a little after the frames' fixes (fixAt(i) is T0 + 10 s · i). */
const NOW = T0 + 5 * 60_000;

describe('TelemetryIngest behind the gateway (JT808 over TCP)', () => {
  let t: TempStore;
  let gateway: Gateway;
  const clients: RawClient[] = [];

  beforeEach(async () => {
    t = tempStore();
    await provision(t.store, PHONE);
    gateway = await ingestGateway(new ObservedStore(t.store), 'jt808', NOW);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await gateway.close();
    await t.close();
  });

  async function connect(): Promise<RawClient> {
    const port = gateway.ports.jt808;
    if (port === null) throw new Error('jt808 listener is off');
    const client = await RawClient.jt808(port);
    clients.push(client);
    return client;
  }

  it('records positions with their readings, raises the SOS bit as a warning and clears it when it drops', async () => {
    const client = await connect();
    client.write(
      Buffer.concat([
        jt808.auth(PHONE, PHONE, 1),
        jt808.position(PHONE, 2),
        jt808.position(PHONE, 3, 'sos'),
        jt808.position(PHONE, 4),
      ]),
    );
    await waitFor(() => client.frames.length === 5, 'four answers and the SOS confirmation');

    const events = await t.store.readStream(dayStream(NOW, PHONE));
    const positions = events.filter((e) => e.type === 'PositionRecorded');
    expect(positions.map((e) => e.data.fixTime)).toEqual([2, 3, 4].map((i) => fixAt(i).time.getTime()));
    expect(positions[0].data).toMatchObject({ acc: true, batteryLevel: 90, satellites: 9 });
    expect(events.filter((e) => e.type === 'WarningRaised').map((e) => e.data)).toEqual([
      // Dated by the fix of the report that carried it, not by its arrival.
      expect.objectContaining({ kind: 'sos', source: 'status', occurredAt: fixAt(3).time.getTime() }),
    ]);
    expect(events.filter((e) => e.type === 'AlarmCleared').map((e) => e.data.kind)).toEqual(['sos']);
    expect(events.every((e) => e.metadata.protocol === 'jt808')).toBe(true);
  });

  it('records a 0x0704 blind-area batch in the day stream before answering it', async () => {
    const client = await connect();
    client.write(jt808.batch(PHONE, 1, [1, 2, 3]));
    await waitFor(() => client.frames.length === 1, 'the batch answer');
    const events = await t.store.readStream(dayStream(NOW, PHONE));
    expect(events.filter((e) => e.type === 'PositionRecorded').map((e) => e.data.fixTime)).toEqual(
      [1, 2, 3].map((i) => fixAt(i).time.getTime()),
    );
  });
});
