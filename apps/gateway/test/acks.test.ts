import type { DeviceMessage } from '@gps/protocols';
import { RawClient } from './support/clients';
import { gt06 } from './support/frames';
import { startTestGateway, type TestGateway } from './support/harness';
import type { BatchingFakeIngest } from './support/fakes';
import { Gate, waitFor } from './support/wait';

jest.setTimeout(30_000);

const A = '860000000000001';
const B = '860000000000002';
const C = '860000000000003';

/** The position index encoded in the test frames' fix time (see fixAt). */
function indexOf(message: DeviceMessage): number {
  return message.type === 'position'
    ? Math.round((message.position.fixTime.getTime() % 3_600_000) / 10_000)
    : -1;
}

describe('acknowledgements', () => {
  let t: TestGateway;
  const clients: RawClient[] = [];

  async function loggedIn(imei: string): Promise<RawClient> {
    const client = await RawClient.gt06(t.port('gt06'));
    clients.push(client);
    client.write(gt06.login(imei, 1));
    await waitFor(() => client.frames.length === 1, `${imei} login ack`);
    return client;
  }

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await t.gateway.close();
  });

  it('goes out only once the record is durable', async () => {
    t = await startTestGateway({ known: [A] });
    const client = await loggedIn(A);
    const gate = new Gate();
    t.ingest.hook = (_serial, message) => (message.type === 'position' ? gate.opened : undefined);

    client.write(gt06.position(2));
    await waitFor(() => t.ingest.calls.length === 2, 'the position record to start');
    expect(t.ingest.records).toHaveLength(1);
    expect(t.gateway.status().protocols.gt06.acks).toBe(1);
    expect(client.gt06().map((a) => a.serial)).toEqual([1]);

    gate.open();
    await waitFor(() => client.frames.length === 2, 'the position ack');
    expect(client.gt06().map((a) => a.serial)).toEqual([1, 2]);
    expect(t.ingest.records).toHaveLength(2);
  });

  it('never goes out when the store fails; the next message is acknowledged and the resend too', async () => {
    t = await startTestGateway({ known: [A] });
    const client = await loggedIn(A);
    t.ingest.hook = (_serial, message) => {
      if (message.type === 'position') throw new Error('append failed');
    };
    client.write(Buffer.concat([gt06.position(2), gt06.heartbeat(3)]));
    // Acks leave in frame order, so once the heartbeat's ack is here a position ack would be too.
    await waitFor(() => client.frames.length === 2, 'the heartbeat ack');
    expect(client.gt06().map((a) => a.serial)).toEqual([1, 3]);
    expect(t.ingest.of(A).map((m) => m.type)).toEqual(['login', 'heartbeat']);
    expect(t.gateway.status().protocols.gt06).toMatchObject({ recordFailures: 1, acks: 2 });
    expect(client.closed).toBe(false);

    t.ingest.hook = undefined;
    client.write(gt06.position(2)); // the device resends what was not acknowledged
    await waitFor(() => client.frames.length === 3, 'the resent position ack');
    expect(client.gt06().map((a) => a.serial)).toEqual([1, 3, 2]);
    expect(t.ingest.of(A, 'position')).toHaveLength(1);
  });

  it('leave in frame order per connection, one record at a time, while records finish out of order', async () => {
    t = await startTestGateway({ known: [A, B, C] });
    const [a, b, c] = [await loggedIn(A), await loggedIn(B), await loggedIn(C)];
    const held = new Gate();
    let n = 0;
    t.ingest.hook = async (serial, message) => {
      if (serial === A && indexOf(message) === 2) return held.opened;
      // Uneven delays so B's and C's records complete interleaved and out of call order.
      await new Promise((resolve) => setTimeout(resolve, (n++ * 7) % 5));
    };
    const burst = (): Buffer => Buffer.concat(Array.from({ length: 20 }, (_, i) => gt06.position(i + 2)));
    a.write(burst());
    b.write(burst());
    c.write(burst());

    await waitFor(() => b.frames.length === 21 && c.frames.length === 21, 'all of B and C acknowledged');
    // A's first position still holds: nothing after it was recorded or acknowledged.
    expect(a.frames).toHaveLength(1);
    expect(t.ingest.calls.filter((r) => r.serial === A)).toHaveLength(2);

    held.open();
    await waitFor(() => a.frames.length === 21, 'all of A acknowledged');
    const expected = Array.from({ length: 21 }, (_, i) => i + 1);
    for (const client of [a, b, c]) expect(client.gt06().map((f) => f.serial)).toEqual(expected);
    for (const serial of [A, B, C]) {
      expect(t.ingest.of(serial, 'position').map(indexOf)).toEqual(expected.slice(1));
    }
    expect(t.ingest.maxInFlightPerSerial).toBe(1);
    // A's first position was called before most of B's and C's but became durable after them.
    const durable = t.ingest.records.map((r) => r.serial);
    expect(durable.lastIndexOf(B)).toBeLessThan(durable.indexOf(A, durable.indexOf(A) + 1));
  });

  describe('bursts: frames a device sent without waiting', () => {
    const burst = (...serials: number[]) => Buffer.concat(serials.map((n) => gt06.position(n)));
    const batchesOf = () => (t.ingest as BatchingFakeIngest).batches;

    it('records frames that queued up together in one call, and acknowledges them once durable', async () => {
      t = await startTestGateway({ known: [A], batching: true });
      const client = await loggedIn(A);
      const gate = new Gate();
      t.ingest.hook = (_serial, message) => (message.type === 'position' ? gate.opened : undefined);

      // Position 2 holds the connection; the burst queues behind it.
      client.write(gt06.position(2));
      await waitFor(() => t.ingest.calls.length === 2, 'position 2 to be recorded');
      client.write(burst(3, 4, 5, 6));
      await waitFor(() => t.gateway.status().queueHighWater >= 4, 'the burst to queue');
      expect(client.gt06().map((a) => a.serial)).toEqual([1]);

      gate.open();
      await waitFor(() => client.frames.length === 6, 'the acks');
      expect(batchesOf()).toEqual([4]);
      expect(client.gt06().map((a) => a.serial)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(t.ingest.of(A, 'position').map(indexOf)).toEqual([2, 3, 4, 5, 6]);
      expect(t.gateway.status().protocols.gt06.acks).toBe(6);
    });

    it('acknowledges none of a burst whose record failed; what is sent next is acknowledged', async () => {
      t = await startTestGateway({ known: [A], batching: true });
      const client = await loggedIn(A);
      const gate = new Gate();
      let failures = 1;
      t.ingest.hook = async (_serial, message) => {
        if (indexOf(message) === 2) await gate.opened;
        if (indexOf(message) === 4 && failures-- > 0) throw new Error('append failed');
      };
      client.write(gt06.position(2));
      await waitFor(() => t.ingest.calls.length === 2, 'position 2 to be recorded');
      client.write(burst(3, 4, 5));
      await waitFor(() => t.gateway.status().queueHighWater >= 3, 'the burst to queue');
      gate.open();
      await waitFor(() => t.gateway.status().protocols.gt06.recordFailures === 1, 'the failure');
      expect(batchesOf()).toEqual([3]);

      client.write(gt06.position(7));
      await waitFor(() => client.frames.length === 3, 'the next ack');
      expect(client.gt06().map((a) => a.serial)).toEqual([1, 2, 7]);
      expect(t.ingest.of(A, 'position').map(indexOf)).toEqual([2, 7]);
    });

    it('takes a burst that starts with the login one frame at a time', async () => {
      t = await startTestGateway({ known: [A], batching: true });
      const client = await RawClient.gt06(t.port('gt06'));
      clients.push(client);
      client.write(Buffer.concat([gt06.login(A, 1), burst(2, 3)]));
      await waitFor(() => client.frames.length === 3, 'three acks');
      expect(client.gt06().map((a) => a.serial)).toEqual([1, 2, 3]);
      expect(batchesOf()).toEqual([]);
      expect(t.ingest.of(A).map((m) => m.type)).toEqual(['login', 'position', 'position']);
    });
  });
});
