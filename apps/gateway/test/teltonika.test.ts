import { decodeTeltonikaTcp, type AlarmMessage, type PositionMessage } from '@gps/protocols';
import { readTeltonikaCommand } from '../../simulator/src/transports/teltonika-frames';
import { RawClient } from './support/clients';
import { fixAt, STATUS, teltonika } from './support/frames';
import type { BatchingFakeIngest } from './support/fakes';
import { startTestGateway, type TestGateway } from './support/harness';
import { Gate, waitFor } from './support/wait';

jest.setTimeout(30_000);

const IMEI = '352093081452251';
const OTHER = '352093081452252';
const ACCEPT = '01';
const REFUSE = '00';
const count = (n: number): string => n.toString(16).padStart(8, '0');

describe('Teltonika TCP listener', () => {
  let t: TestGateway;
  const clients: RawClient[] = [];

  async function device(): Promise<RawClient> {
    const client = await RawClient.teltonika(t.port('teltonika'));
    clients.push(client);
    return client;
  }

  /** A device whose IMEI was accepted. */
  async function handshaken(): Promise<RawClient> {
    const client = await device();
    client.write(teltonika.imei(IMEI));
    await waitFor(() => client.frames.length === 1, 'the IMEI answer');
    expect(client.hex()).toEqual([ACCEPT]);
    return client;
  }

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await t.gateway.close();
  });

  it('accepts a known IMEI after recording its login, then answers a packet with its record count once appended', async () => {
    t = await startTestGateway({ known: [IMEI], batching: true });
    const client = await device();
    await client.writeBytewise(teltonika.imei(IMEI));
    await waitFor(() => client.frames.length === 1, 'the IMEI answer');
    expect(client.hex()).toEqual([ACCEPT]);
    expect(t.ingest.events).toEqual([`connected:${IMEI}:teltonika`]);

    await client.writeBytewise(teltonika.packet([1, 2]));
    await waitFor(() => client.frames.length === 2, 'the record count');
    expect(client.hex()[1]).toBe(count(2));
    expect((t.ingest as BatchingFakeIngest).batches).toEqual([2]);

    const [login, first, second] = t.ingest.of(IMEI);
    expect(login).toMatchObject({ type: 'login', protocol: 'teltonika', deviceId: IMEI });
    expect(first.type).toBe('position');
    const { position } = second as PositionMessage;
    expect(position).toMatchObject({
      protocol: 'teltonika',
      deviceId: IMEI,
      fixTime: fixAt(2).time,
      valid: true,
      latitude: expect.closeTo(fixAt(2).latitude, 6),
      longitude: expect.closeTo(fixAt(2).longitude, 6),
      speedKmh: 40,
      acc: true,
      batteryLevel: STATUS.batteryLevel,
      batteryVoltage: STATUS.batteryVoltage,
      odometer: fixAt(2).odometer,
      powerVoltage: STATUS.externalVoltage,
    });
    expect(t.gateway.status().protocols.teltonika).toMatchObject({ messages: 3, acks: 2 });
  });

  it('answers packets that arrive with the handshake one by one, each in its own append', async () => {
    t = await startTestGateway({ known: [IMEI], batching: true });
    const client = await device();
    client.write(Buffer.concat([teltonika.imei(IMEI), teltonika.packet([1]), teltonika.packet([2, 3, 4])]));
    await waitFor(() => client.frames.length === 3, 'three answers');
    expect(client.hex()).toEqual([ACCEPT, count(1), count(3)]);
    expect((t.ingest as BatchingFakeIngest).batches).toEqual([1, 3]);
  });

  it('records packets that arrive together after the handshake in one append and answers each in order', async () => {
    t = await startTestGateway({ known: [IMEI], batching: true });
    const client = await handshaken();
    const ingest = t.ingest as BatchingFakeIngest;
    const gate = new Gate();
    ingest.hook = () => gate.opened;
    client.write(teltonika.packet([1]));
    await waitFor(() => ingest.batches.length === 1, 'the first packet held in its append');
    // These two queue behind it and are taken together once it is durable.
    client.write(Buffer.concat([teltonika.packet([2, 3]), teltonika.packet([4])]));
    await waitFor(() => t.gateway.status().queueHighWater >= 2, 'both queued');
    gate.open();
    await waitFor(() => client.frames.length === 4, 'three answers');
    expect(client.hex()).toEqual([ACCEPT, count(1), count(2), count(1)]);
    expect(ingest.batches).toEqual([1, 3]);
  });

  it('records without recordAll one record at a time and answers after the last', async () => {
    t = await startTestGateway({ known: [IMEI] });
    const client = await handshaken();
    client.write(teltonika.packet([1, 2, 3]));
    await waitFor(() => client.frames.length === 2, 'the record count');
    expect(client.hex()[1]).toBe(count(3));
    expect(t.ingest.of(IMEI, 'position')).toHaveLength(3);
  });

  it('turns an unplug event into an alarm and a panic record into an SOS', async () => {
    t = await startTestGateway({ known: [IMEI], batching: true });
    const client = await handshaken();
    client.write(teltonika.packet([1, 2], 'power_cut'));
    client.write(teltonika.packet([3], 'sos'));
    await waitFor(() => client.frames.length === 3, 'both counts');
    const alarms = t.ingest.of(IMEI, 'alarm') as AlarmMessage[];
    expect(alarms.map((a) => [a.alarm, a.position?.fixTime])).toEqual([
      ['unplugged', fixAt(2).time],
      ['sos', fixAt(3).time],
    ]);
  });

  it('answers a packet only once it is durable, and not at all when the append fails', async () => {
    t = await startTestGateway({ known: [IMEI], batching: true });
    const client = await handshaken();
    const gate = new Gate();
    t.ingest.hook = () => gate.opened;
    client.write(teltonika.packet([1]));
    await waitFor(() => t.ingest.calls.length === 2, 'the append to start');
    expect(client.frames).toHaveLength(1);
    gate.open();
    await waitFor(() => client.frames.length === 2, 'the count once durable');

    t.ingest.hook = () => {
      throw new Error('disk full');
    };
    client.write(teltonika.packet([2]));
    await waitFor(() => t.gateway.status().protocols.teltonika.recordFailures === 1, 'the failure');
    t.ingest.hook = undefined;
    // The device sends the unanswered packet again; only that one is answered.
    client.write(teltonika.packet([2]));
    await waitFor(() => client.frames.length === 3, 'the resent packet answered');
    expect(client.hex()).toEqual([ACCEPT, count(1), count(1)]);
    expect(t.ingest.of(IMEI, 'position')).toHaveLength(2);
  });

  it('leaves a packet with a bad CRC unanswered and keeps the connection', async () => {
    t = await startTestGateway({ known: [IMEI], batching: true });
    const client = await handshaken();
    const bad = teltonika.packet([1]);
    bad[bad.length - 1] ^= 0xff;
    client.write(Buffer.concat([bad, teltonika.packet([1])]));
    await waitFor(() => client.frames.length === 2, 'the good packet answered');
    expect(client.closed).toBe(false);
    expect(t.gateway.status().protocols.teltonika.decodeErrors).toBe(1);
    expect(t.ingest.of(IMEI, 'position')).toHaveLength(1);
  });

  it('answers an unknown IMEI with 00 and closes: counted, listed, nothing recorded', async () => {
    t = await startTestGateway({ known: [IMEI], batching: true });
    const stranger = await device();
    stranger.write(Buffer.concat([teltonika.imei(OTHER), teltonika.packet([1])]));
    await waitFor(() => stranger.closed, 'the connection to close');
    expect(stranger.hex()).toEqual([REFUSE]);
    expect(t.ingest.calls).toEqual([]);
    expect(t.ingest.events).toEqual([]);
    const status = t.gateway.status();
    expect(status.protocols.teltonika.refusedUnknown).toBe(1);
    expect(status.unknownDevices).toEqual([
      expect.objectContaining({ serial: OTHER, protocol: 'teltonika' }),
    ]);
  });

  it('closes a connection that sends a packet before its IMEI', async () => {
    t = await startTestGateway({ known: [IMEI], batching: true });
    const client = await device();
    client.write(teltonika.packet([1]));
    await waitFor(() => client.closed, 'the connection to close');
    expect(client.frames).toEqual([]);
    expect(t.ingest.calls).toEqual([]);
    expect(t.gateway.status().protocols.teltonika.protocolViolations).toBe(1);
  });

  it('closes a connection that sends garbage while another device keeps being served', async () => {
    t = await startTestGateway({ known: [IMEI], batching: true, maxGarbageBytes: 1024 });
    const good = await handshaken();
    const noisy = await device();
    noisy.write(Buffer.alloc(4096, 0x41));
    await waitFor(() => noisy.closed, 'the noisy connection to close');
    good.write(teltonika.packet([1]));
    await waitFor(() => good.frames.length === 2, 'the good device answered');
    expect(t.gateway.status().protocols.teltonika.closedForGarbage).toBe(1);
  });

  it('sends a pending command after the handshake and records the Codec 12 response as its reply', async () => {
    t = await startTestGateway({ known: [IMEI], batching: true, clock: () => fixAt(0).time.getTime() });
    const pending = t.outbox.add(IMEI, { key: 'ENGINE_STOP' });
    const client = await device();
    client.write(teltonika.imei(IMEI));
    await waitFor(() => client.frames.length === 2, 'the answer and the command');
    expect(readTeltonikaCommand(client.frames[1])).toBe('setdigout 1');
    await waitFor(() => t.outbox.sent.length === 1, 'markSent');
    expect(t.outbox.sent[0]).toEqual({
      serial: IMEI,
      sent: {
        commandId: pending.commandId,
        at: fixAt(0).time.getTime(),
        protocol: 'teltonika',
        text: 'setdigout 1',
      },
    });

    client.write(teltonika.response('DOUT1:1 Timeout:INFINITY DOUT2:0 Timeout:INFINITY'));
    await waitFor(() => t.ingest.replies.length === 1, 'the reply');
    expect(t.ingest.replies[0]).toMatchObject({
      serial: IMEI,
      reply: {
        protocol: 'teltonika',
        commandId: pending.commandId,
        text: 'DOUT1:1 Timeout:INFINITY DOUT2:0 Timeout:INFINITY',
      },
    });
    // A response is not acknowledged; a second one answers nothing the gateway sent.
    client.write(teltonika.response('DOUT1:1'));
    await waitFor(() => t.ingest.replies.length === 2, 'the stray reply');
    expect(t.ingest.replies[1].reply.commandId).toBeUndefined();
    expect(client.frames).toHaveLength(2);
    expect(t.gateway.status().protocols.teltonika).toMatchObject({ commandsSent: 1, commandReplies: 2 });
  });

  it('keeps one command in flight: the next goes when the reply comes, and each reply names its command', async () => {
    t = await startTestGateway({ known: [IMEI], batching: true });
    const client = await handshaken();
    const locate = t.outbox.request(IMEI, { key: 'LOCATE' });
    const io = t.outbox.request(IMEI, { key: 'VBAT' });
    await waitFor(() => client.frames.length === 2, 'the first command');
    expect(readTeltonikaCommand(client.frames[1])).toBe('getgps');
    // The second waits for the first one's reply: a position packet in between is answered.
    client.write(teltonika.packet([1]));
    await waitFor(() => client.frames.length === 3, 'the packet answered');
    expect(client.hex()[2]).toBe(count(1));

    client.write(teltonika.response('GPS:1 Sat:9 Lat:23.980100 Long:120.970100'));
    await waitFor(() => client.frames.length === 4, 'the second command');
    expect(readTeltonikaCommand(client.frames[3])).toBe('getio');
    client.write(teltonika.response('DI1:1 DI2:0 DI3:0 AIN1:13900 AIN2:0 DO1:0 DO2:0'));
    await waitFor(() => t.ingest.replies.length === 2, 'both replies');
    expect(t.ingest.replies.map((r) => r.reply.commandId)).toEqual([locate.commandId, io.commandId]);
  });

  it('sends the next command when a reply does not come within the command timeout', async () => {
    t = await startTestGateway({ known: [IMEI], batching: true, teltonika: { commandTimeoutMs: 50 } });
    const client = await handshaken();
    t.outbox.request(IMEI, { key: 'LOCATE' });
    const resume = t.outbox.request(IMEI, { key: 'ENGINE_RESUME' });
    await waitFor(() => client.frames.length === 3, 'both commands, the first unanswered');
    expect(client.frames.slice(1).map(readTeltonikaCommand)).toEqual(['getgps', 'setdigout 0']);
    client.write(teltonika.response('DOUT1:0'));
    await waitFor(() => t.ingest.replies.length === 1, 'the reply');
    expect(t.ingest.replies[0].reply.commandId).toBe(resume.commandId);
  });

  it('reports a key Teltonika cannot carry as failed and sends the next one', async () => {
    t = await startTestGateway({ known: [IMEI], batching: true });
    const psw = t.outbox.add(IMEI, { key: 'PSW', value: 'abc123' });
    const custom = t.outbox.add(IMEI, { key: 'CUSTOM', text: 'getinfo' });
    const client = await device();
    client.write(teltonika.imei(IMEI));
    await waitFor(() => client.frames.length === 2, 'the answer and the command');
    expect(readTeltonikaCommand(client.frames[1])).toBe('getinfo');
    await waitFor(() => t.outbox.sent.length === 1, 'markSent');
    expect(t.outbox.failed).toEqual([
      {
        serial: IMEI,
        commandId: psw.commandId,
        error: expect.objectContaining({ code: 'unsupported_command' }),
      },
    ]);
    expect(t.outbox.sent[0].sent.commandId).toBe(custom.commandId);
  });

  it('decodes what it answers with the codec: the command frame is a valid Codec 12 packet', async () => {
    t = await startTestGateway({ known: [IMEI], batching: true });
    const client = await handshaken();
    t.outbox.request(IMEI, { key: 'CUSTOM', text: 'setparam 10050:60' });
    await waitFor(() => client.frames.length === 2, 'the command');
    // The device side of the codec refuses a command (type 0x05) as unsupported: it is well framed.
    const decoded = decodeTeltonikaTcp(client.frames[1], { deviceId: IMEI });
    expect(decoded).toMatchObject({ ok: false, error: { code: 'unsupported' } });
    expect(readTeltonikaCommand(client.frames[1])).toBe('setparam 10050:60');
  });
});
