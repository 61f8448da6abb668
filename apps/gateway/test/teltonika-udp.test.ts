import { UdpClient } from './support/clients';
import { fixAt, teltonika } from './support/frames';
import type { BatchingFakeIngest } from './support/fakes';
import { startTestGateway, type TestGateway } from './support/harness';
import { Gate, waitFor } from './support/wait';

jest.setTimeout(30_000);

const IMEI = '352093081452251';
const OTHER = '352093081452252';
/** The UDP answer: length 5, packet id, 0x01, AVL packet id, record count. */
const answer = (packetId: number, records: number): string =>
  Buffer.from([0, 5, packetId >> 8, packetId & 0xff, 1, packetId & 0xff, records]).toString('hex');

describe('Teltonika UDP listener', () => {
  let t: TestGateway;
  let device: UdpClient;

  beforeEach(async () => {
    device = await UdpClient.open();
  });

  afterEach(async () => {
    await device.close();
    await t.gateway.close();
  });

  it('listens on the TCP port number and answers a known device after one append of its records', async () => {
    t = await startTestGateway({ known: [IMEI], batching: true });
    device.send(t.port('teltonika'), teltonika.datagram(IMEI, 0x0a01, [1, 2]));
    await waitFor(() => device.answers.length === 1, 'the answer');
    expect(device.hex()).toEqual([answer(0x0a01, 2)]);
    expect((t.ingest as BatchingFakeIngest).batches).toEqual([2]);
    const [first, second] = t.ingest.of(IMEI);
    expect(first).toMatchObject({ type: 'position', protocol: 'teltonika', deviceId: IMEI });
    expect(second).toMatchObject({ position: { fixTime: fixAt(2).time, acc: true } });
    // UDP has no session: nothing connects.
    expect(t.ingest.events).toEqual([]);
    expect(t.gateway.status().protocols.teltonika).toMatchObject({ datagrams: 1, messages: 2, acks: 1 });
  });

  it('records without recordAll one record at a time, then answers', async () => {
    t = await startTestGateway({ known: [IMEI] });
    device.send(t.port('teltonika'), teltonika.datagram(IMEI, 7, [1, 2, 3]));
    await waitFor(() => device.answers.length === 1, 'the answer');
    expect(device.hex()).toEqual([answer(7, 3)]);
    expect(t.ingest.of(IMEI)).toHaveLength(3);
  });

  it('answers only once durable, and not a datagram whose append failed', async () => {
    t = await startTestGateway({ known: [IMEI], batching: true });
    const gate = new Gate();
    t.ingest.hook = () => gate.opened;
    device.send(t.port('teltonika'), teltonika.datagram(IMEI, 1, [1]));
    await waitFor(() => t.ingest.calls.length === 1, 'the append to start');
    expect(device.answers).toEqual([]);
    gate.open();
    await waitFor(() => device.answers.length === 1, 'the answer once durable');

    t.ingest.hook = () => {
      throw new Error('disk full');
    };
    device.send(t.port('teltonika'), teltonika.datagram(IMEI, 2, [2]));
    await waitFor(() => t.gateway.status().protocols.teltonika.recordFailures === 1, 'the failure');
    t.ingest.hook = undefined;
    device.send(t.port('teltonika'), teltonika.datagram(IMEI, 3, [2]));
    await waitFor(() => device.answers.length === 2, 'the resent datagram answered');
    expect(device.hex()).toEqual([answer(1, 1), answer(3, 1)]);
  });

  it('leaves an unknown device unanswered: counted and listed, nothing recorded', async () => {
    t = await startTestGateway({ known: [IMEI], batching: true });
    device.send(t.port('teltonika'), teltonika.datagram(OTHER, 1, [1]));
    await waitFor(() => t.gateway.status().protocols.teltonika.refusedUnknown === 1, 'the refusal');
    device.send(t.port('teltonika'), teltonika.datagram(IMEI, 2, [1]));
    await waitFor(() => device.answers.length === 1, "the known device's answer");
    expect(device.hex()).toEqual([answer(2, 1)]);
    expect(t.ingest.of(OTHER)).toEqual([]);
    expect(t.gateway.status().unknownDevices).toEqual([
      expect.objectContaining({
        serial: OTHER,
        protocol: 'teltonika',
        remoteAddress: expect.stringContaining('127.0.0.1'),
      }),
    ]);
  });

  it('leaves an undecodable datagram unanswered and counts it', async () => {
    t = await startTestGateway({ known: [IMEI], batching: true });
    const truncated = teltonika.datagram(IMEI, 1, [1]).subarray(0, 30);
    device.send(t.port('teltonika'), truncated);
    device.send(t.port('teltonika'), Buffer.from('GET / HTTP/1.1\r\n\r\n'));
    await waitFor(() => t.gateway.status().protocols.teltonika.decodeErrors === 2, 'both refused');
    expect(device.answers).toEqual([]);
    expect(t.ingest.calls).toEqual([]);
  });

  it('drops datagrams beyond the budget of datagrams being handled, unread and unanswered', async () => {
    t = await startTestGateway({ known: [IMEI], batching: true, teltonika: { udpInFlight: 1 } });
    const gate = new Gate();
    t.ingest.hook = () => gate.opened;
    device.send(t.port('teltonika'), teltonika.datagram(IMEI, 1, [1]));
    await waitFor(() => t.ingest.calls.length === 1, 'the first append to start');
    device.send(t.port('teltonika'), teltonika.datagram(IMEI, 2, [2]));
    await waitFor(() => t.gateway.status().protocols.teltonika.datagramsDropped === 1, 'the drop');
    gate.open();
    await waitFor(() => device.answers.length === 1, 'the first answer');
    expect(device.hex()).toEqual([answer(1, 1)]);
    expect(t.ingest.of(IMEI)).toHaveLength(1);
  });

  it('records the datagrams of one device one after another, in arrival order', async () => {
    t = await startTestGateway({ known: [IMEI] });
    const gate = new Gate();
    t.ingest.hook = () => gate.opened;
    for (let i = 1; i <= 3; i++) device.send(t.port('teltonika'), teltonika.datagram(IMEI, i, [i]));
    await waitFor(() => t.gateway.status().protocols.teltonika.datagrams === 3, 'three datagrams');
    expect(t.ingest.maxInFlightPerSerial).toBeLessThanOrEqual(1);
    gate.open();
    await waitFor(() => device.answers.length === 3, 'three answers');
    expect(t.ingest.of(IMEI).map((m) => (m.type === 'position' ? m.position.fixTime : undefined))).toEqual(
      [1, 2, 3].map((i) => fixAt(i).time),
    );
  });

  it('stays off with its TCP listener', async () => {
    t = await startTestGateway({ known: [IMEI], ports: { gt06: 0, h02: 0, osmand: 0, teltonika: null } });
    expect(t.gateway.ports.teltonika).toBeNull();
  });
});
