import { Jt808Id, parseJt808Frame, type Jt808FrameInfo } from '@gps/protocols';
import { parseJt808PlatformFrame } from '../../simulator/src/transports/jt808-frames';
import { RawClient } from './support/clients';
import { fixAt, jt808 } from './support/frames';
import { startTestGateway, type TestGateway } from './support/harness';
import { Gate, waitFor } from './support/wait';

jest.setTimeout(30_000);

/** A 2013 terminal (11-digit phone) and a 2019 one (an IMEI needs the 20-digit header). */
const PHONE = '13511221122';
const IMEI = '860000000000001';
const STRANGER = '13900000000';
const NOW = Date.UTC(2026, 4, 1, 8, 0, 0);

/** A frame the gateway sent, its envelope read as a terminal reads it. */
function envelope(frame: Buffer): Jt808FrameInfo {
  const parsed = parseJt808Frame(frame);
  if (!parsed.ok) throw new Error(`gateway sent a bad frame: ${parsed.error.message}`);
  return parsed.frame;
}

function platform(frame: Buffer) {
  const message = parseJt808PlatformFrame(frame);
  if (!message) throw new Error('gateway sent a frame a terminal cannot read');
  return message;
}

/** The terminal serials the gateway's 0x8001 replies answer, in order. */
function answered(client: RawClient): number[] {
  return client.frames.map(platform).map((m) => ('answeredSerial' in m ? m.answeredSerial : -1));
}

/** The frame with its check code (the byte before the closing 7E) changed, escaping left intact. */
function withWrongCheckCode(frame: Buffer): Buffer {
  const copy = Buffer.from(frame);
  const at = copy.length - 2;
  if (copy[at - 1] === ESCAPE) throw new Error('the check code is escaped here: pick another frame');
  copy[at] = copy[at] === 0x00 ? 0x01 : 0x00;
  return copy;
}

/** JT808's escape byte (7D 01 = 7D, 7D 02 = 7E). */
const ESCAPE = 0x7d;

describe('JT808 listener', () => {
  let t: TestGateway;
  const clients: RawClient[] = [];

  async function device(): Promise<RawClient> {
    const client = await RawClient.jt808(t.port('jt808'));
    clients.push(client);
    return client;
  }

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await t.gateway.close();
  });

  it('registers a terminal with its device id as auth code, then answers its authentication and positions once recorded', async () => {
    t = await startTestGateway({ known: [PHONE], clock: () => NOW });
    const client = await device();
    client.write(jt808.register(PHONE, 1));
    await waitFor(() => client.frames.length === 1, 'the registration response');
    const registered = platform(client.frames[0]);
    expect(registered).toEqual({
      kind: 'register_response',
      serial: 0,
      answeredSerial: 1,
      result: 0,
      authCode: PHONE,
    });
    expect(envelope(client.frames[0])).toMatchObject({ edition: 2013, phone: `0${PHONE}` });

    client.write(
      Buffer.concat([jt808.auth(PHONE, PHONE, 2), jt808.position(PHONE, 3), jt808.heartbeat(PHONE, 4)]),
    );
    await waitFor(() => client.frames.length === 4, 'three general responses');
    expect(client.frames.slice(1).map(platform)).toEqual([
      { kind: 'general_response', serial: 1, answeredSerial: 2, answeredId: Jt808Id.AUTH, result: 0 },
      { kind: 'general_response', serial: 2, answeredSerial: 3, answeredId: Jt808Id.LOCATION, result: 0 },
      { kind: 'general_response', serial: 3, answeredSerial: 4, answeredId: Jt808Id.HEARTBEAT, result: 0 },
    ]);
    expect(t.ingest.of(PHONE).map((m) => m.type)).toEqual(['login', 'login', 'position', 'heartbeat']);
    expect(t.ingest.of(PHONE, 'position')[0]).toMatchObject({
      protocol: 'jt808',
      position: {
        fixTime: fixAt(3).time,
        latitude: expect.closeTo(fixAt(3).latitude, 6),
        longitude: expect.closeTo(fixAt(3).longitude, 6),
        acc: true,
        batteryLevel: 90,
        odometer: 300,
        satellites: 9,
        gsmSignal: 4,
      },
    });
    expect(t.ingest.events).toEqual([`connected:${PHONE}:jt808`]);
    expect(t.gateway.status().protocols.jt808).toMatchObject({ messages: 4, acks: 4, framingErrors: 0 });
  });

  it('lets a known terminal that remembers its code authenticate straight away, in the 2019 edition', async () => {
    t = await startTestGateway({ known: [IMEI], clock: () => NOW });
    const client = await device();
    client.write(
      Buffer.concat([jt808.auth(IMEI, 'a code another platform gave', 7), jt808.position(IMEI, 8)]),
    );
    await waitFor(() => client.frames.length === 2, 'two general responses');
    expect(client.frames.map(platform).map((m) => m.kind)).toEqual(['general_response', 'general_response']);
    expect(envelope(client.frames[0])).toMatchObject({ edition: 2019, phone: `00000${IMEI}` });
    expect(answered(client)).toEqual([7, 8]);
    expect(t.ingest.of(IMEI).map((m) => m.type)).toEqual(['login', 'position']);
    expect(t.ingest.of(IMEI, 'login')[0]).toMatchObject({
      authCode: 'a code another platform gave',
      imei: IMEI,
    });
  });

  it('records a frame whose check code is wrong and counts it; refuses it when told to reject bad check codes', async () => {
    const wrong = withWrongCheckCode(jt808.position(PHONE, 3));
    t = await startTestGateway({ known: [PHONE] });
    const lenient = await device();
    lenient.write(Buffer.concat([jt808.auth(PHONE, PHONE, 2), wrong, jt808.heartbeat(PHONE, 4)]));
    await waitFor(() => lenient.frames.length === 3, 'three general responses');
    expect(answered(lenient)).toEqual([2, 3, 4]);
    expect(t.ingest.of(PHONE).map((m) => m.type)).toEqual(['login', 'position', 'heartbeat']);
    expect(t.gateway.status().protocols.jt808).toMatchObject({ badChecksums: 1, decodeErrors: 0 });
    await t.gateway.close();

    t = await startTestGateway({ known: [PHONE], jt808: { rejectBadCheckCode: true } });
    const strict = await device();
    strict.write(Buffer.concat([jt808.auth(PHONE, PHONE, 2), wrong, jt808.heartbeat(PHONE, 4)]));
    await waitFor(() => strict.frames.length === 2, 'two general responses');
    expect(answered(strict)).toEqual([2, 4]);
    expect(t.ingest.of(PHONE).map((m) => m.type)).toEqual(['login', 'heartbeat']);
    expect(t.gateway.status().protocols.jt808).toMatchObject({ badChecksums: 0, decodeErrors: 1 });
  });

  it('refuses an unknown terminal’s registration as "terminal not in database" and closes, recording nothing', async () => {
    t = await startTestGateway({ known: [PHONE] });
    const client = await device();
    client.write(Buffer.concat([jt808.register(STRANGER, 1), jt808.position(STRANGER, 2)]));
    await waitFor(() => client.closed, 'the connection to close');
    expect(client.frames.map(platform)).toEqual([
      { kind: 'register_response', serial: 0, answeredSerial: 1, result: 4, authCode: '' },
    ]);
    expect(t.ingest.calls).toEqual([]);
    expect(t.gateway.status().protocols.jt808.refusedUnknown).toBe(1);
    expect(t.gateway.status().unknownDevices[0]).toMatchObject({ serial: STRANGER, protocol: 'jt808' });
  });

  it('closes an unknown terminal that starts with a position, answering nothing', async () => {
    t = await startTestGateway({ known: [PHONE] });
    const client = await device();
    client.write(jt808.position(STRANGER, 1));
    await waitFor(() => client.closed, 'the connection to close');
    expect(client.frames).toEqual([]);
    expect(t.ingest.calls).toEqual([]);
  });

  it('closes a connection whose frames switch to another phone number', async () => {
    t = await startTestGateway({ known: [PHONE, STRANGER] });
    const client = await device();
    client.write(Buffer.concat([jt808.position(PHONE, 1), jt808.position(STRANGER, 2)]));
    await waitFor(() => client.closed, 'the connection to close');
    expect(answered(client)).toEqual([1]);
    expect(t.ingest.of(STRANGER)).toEqual([]);
    expect(t.gateway.status().protocols.jt808.protocolViolations).toBe(1);
  });

  it('answers only once the record is durable, and never when it fails', async () => {
    t = await startTestGateway({ known: [PHONE] });
    const client = await device();
    const gate = new Gate();
    t.ingest.hook = (_serial, message) => (message.type === 'position' ? gate.opened : undefined);
    client.write(jt808.heartbeat(PHONE, 1));
    await waitFor(() => client.frames.length === 1, 'the heartbeat answer');
    client.write(jt808.position(PHONE, 2));
    await waitFor(() => t.ingest.calls.length === 2, 'the position record to start');
    expect(answered(client)).toEqual([1]);
    gate.open();
    await waitFor(() => client.frames.length === 2, 'the position answer');
    expect(answered(client)).toEqual([1, 2]);

    t.ingest.hook = (_serial, message) => {
      if (message.type === 'position') throw new Error('append failed');
    };
    client.write(Buffer.concat([jt808.position(PHONE, 3), jt808.heartbeat(PHONE, 4)]));
    // Answers leave in frame order: once the heartbeat's is here, the position's would be too.
    await waitFor(() => client.frames.length === 3, 'the heartbeat answer');
    expect(answered(client)).toEqual([1, 2, 4]);
    expect(t.gateway.status().protocols.jt808.recordFailures).toBe(1);
  });

  it('records a 0x0704 batch in one append with one answer, and none when that append fails', async () => {
    t = await startTestGateway({ known: [PHONE], batching: true });
    const ingest = t.ingest as import('./support/fakes').BatchingFakeIngest;
    const client = await device();
    client.write(jt808.heartbeat(PHONE, 1));
    await waitFor(() => client.frames.length === 1, 'the heartbeat answer');
    client.write(jt808.batch(PHONE, 2, [5, 6, 7]));
    await waitFor(() => client.frames.length === 2, 'the batch answer');
    expect(client.frames.map(platform)[1]).toMatchObject({
      answeredSerial: 2,
      answeredId: Jt808Id.LOCATION_BATCH,
    });
    expect(ingest.batches).toEqual([3]);
    expect(t.ingest.of(PHONE, 'position')).toEqual(
      [5, 6, 7].map((i) =>
        expect.objectContaining({
          position: expect.objectContaining({ fixTime: fixAt(i).time, buffered: true }),
        }),
      ),
    );

    t.ingest.hook = () => {
      throw new Error('append failed');
    };
    client.write(jt808.batch(PHONE, 3, [8, 9]));
    await waitFor(() => ingest.batches.length === 2, 'the failed append');
    t.ingest.hook = undefined;
    client.write(jt808.heartbeat(PHONE, 4));
    await waitFor(() => client.frames.length === 3, 'the next answer');
    expect(answered(client)).toEqual([1, 2, 4]);
  });

  it('records frames that came together in one append and answers them in one write', async () => {
    t = await startTestGateway({ known: [PHONE], batching: true });
    const ingest = t.ingest as import('./support/fakes').BatchingFakeIngest;
    const client = await device();
    client.write(jt808.heartbeat(PHONE, 1));
    await waitFor(() => client.frames.length === 1, 'the heartbeat answer');
    client.write(Buffer.concat([2, 3, 4, 5].map((i) => jt808.position(PHONE, i))));
    await waitFor(() => client.frames.length === 5, 'four answers');
    expect(answered(client)).toEqual([1, 2, 3, 4, 5]);
    expect(ingest.batches).toEqual([4]);
  });

  it('reads frames split into single bytes and merged into one segment alike', async () => {
    t = await startTestGateway({ known: [PHONE] });
    const client = await device();
    await client.writeBytewise(Buffer.concat([jt808.register(PHONE, 1), jt808.position(PHONE, 2)]));
    client.write(
      Buffer.concat([jt808.position(PHONE, 3), jt808.heartbeat(PHONE, 4), jt808.position(PHONE, 5)]),
    );
    await waitFor(() => client.frames.length === 5, 'five answers');
    expect(answered(client)).toEqual([1, 2, 3, 4, 5]);
    expect(t.ingest.of(PHONE).map((m) => m.type)).toEqual([
      'login',
      'position',
      'position',
      'heartbeat',
      'position',
    ]);
  });

  it('reports an alarm bit on the position it rides on, and confirms those the terminal holds until confirmed', async () => {
    t = await startTestGateway({ known: [PHONE] });
    const client = await device();
    client.write(Buffer.concat([jt808.position(PHONE, 1, 'sos'), jt808.position(PHONE, 2, 'power_cut')]));
    await waitFor(() => client.frames.length === 3, 'two answers and a confirmation');
    expect(t.ingest.of(PHONE, 'position').map((m) => m.type === 'position' && m.position.alarm)).toEqual([
      'sos',
      'power_cut',
    ]);
    // SOS (bit 0) stays set until the platform confirms it (0x8203, all reports); a power cut clears itself.
    const [first, confirm, second] = client.frames.map(envelope);
    expect([first.messageId, confirm.messageId, second.messageId]).toEqual([
      Jt808Id.PLATFORM_RESPONSE,
      Jt808Id.ALARM_CONFIRM,
      Jt808Id.PLATFORM_RESPONSE,
    ]);
    expect(confirm.bytes.subarray(confirm.bodyStart, confirm.bodyEnd).toString('hex')).toBe('000000000001');

    // The terminal's answer to the confirmation is no command's reply.
    client.write(
      Buffer.concat([
        jt808.response(PHONE, 3, { serial: confirm.serial, messageId: Jt808Id.ALARM_CONFIRM }),
        jt808.heartbeat(PHONE, 4),
      ]),
    );
    await waitFor(() => client.frames.length === 4, 'the heartbeat answer');
    expect(t.ingest.replies).toEqual([]);
    expect(t.ingest.calls.map((c) => c.message.type)).toEqual(['position', 'position', 'heartbeat']);
  });

  it('closes a connection that sends garbage, while another terminal keeps being served', async () => {
    t = await startTestGateway({ known: [PHONE, IMEI], maxGarbageBytes: 64 });
    const noisy = await device();
    const good = await device();
    noisy.write(Buffer.alloc(200, 0x41));
    good.write(jt808.position(IMEI, 1));
    await waitFor(() => noisy.closed, 'the garbage connection to close');
    await waitFor(() => good.frames.length === 1, 'the good terminal’s answer');
    expect(good.closed).toBe(false);
    expect(t.gateway.status().protocols.jt808.closedForGarbage).toBe(1);
  });

  describe('commands', () => {
    it('sends a text command once the terminal has spoken and matches its 0x0001 answer by serial', async () => {
      t = await startTestGateway({ known: [PHONE], clock: () => NOW });
      const text = t.outbox.add(PHONE, { key: 'CUSTOM', text: 'STATUS#' });
      const client = await device();
      client.write(jt808.register(PHONE, 1));
      await waitFor(() => client.frames.length === 1, 'the registration response');
      // A registering terminal authenticates next: nothing is sent before that.
      expect(t.outbox.sent).toEqual([]);
      client.write(jt808.auth(PHONE, PHONE, 2));
      await waitFor(() => client.frames.length === 3, 'the auth answer and the command');
      const command = platform(client.frames[2]);
      expect(command).toEqual({ kind: 'text', serial: 2, text: 'STATUS#' });
      await waitFor(() => t.outbox.sent.length === 1, 'markSent');
      expect(t.outbox.sent[0]).toEqual({
        serial: PHONE,
        sent: { commandId: text.commandId, at: NOW, protocol: 'jt808', text: '0x8300 STATUS#' },
      });

      client.write(jt808.response(PHONE, 3, { serial: 2, messageId: Jt808Id.TEXT_MESSAGE }));
      await waitFor(() => t.ingest.replies.length === 1, 'the reply');
      expect(t.ingest.replies[0]).toEqual({
        serial: PHONE,
        receivedAt: NOW,
        reply: { protocol: 'jt808', commandId: text.commandId, command: '8300', text: 'success' },
      });
      // The terminal's own answers are not answered.
      expect(client.frames).toHaveLength(3);
    });

    it('queries the location with 0x8201 and takes the 0x0201 answer as the reply and a position', async () => {
      t = await startTestGateway({ known: [PHONE], clock: () => NOW });
      const client = await device();
      client.write(jt808.heartbeat(PHONE, 1));
      await waitFor(() => client.frames.length === 1, 'the heartbeat answer');
      const locate = t.outbox.request(PHONE, { key: 'LOCATE' });
      await waitFor(() => client.frames.length === 2, 'the query');
      const query = platform(client.frames[1]);
      expect(query.kind).toBe('location_query');

      client.write(jt808.answer(PHONE, 2, query.serial));
      await waitFor(() => t.ingest.replies.length === 1, 'the reply');
      expect(t.ingest.replies[0].reply).toMatchObject({
        protocol: 'jt808',
        commandId: locate.commandId,
        command: '8201',
        position: { fixTime: fixAt(2).time },
      });
      // Text the command log can show and the web app reads as a position, as a GT06 WHERE# answer.
      expect(t.ingest.replies[0].reply.text).toBe(
        'Lat:N23.980200,Lon:E120.970200,Course:90,Speed:40.0,DateTime:2026-05-01 06:00:20',
      );
      expect(t.ingest.of(PHONE, 'position')).toHaveLength(1);
      expect(client.frames).toHaveLength(2);
    });

    it('sets the report interval with 0x8103 and marks keys the standard cannot carry failed', async () => {
      t = await startTestGateway({ known: [PHONE] });
      const stop = t.outbox.add(PHONE, { key: 'ENGINE_STOP' });
      t.outbox.add(PHONE, { key: 'FREQ', value: 'fast' });
      const client = await device();
      client.write(jt808.heartbeat(PHONE, 1));
      await waitFor(() => client.frames.length === 2, 'the answer and the interval command');
      const set = platform(client.frames[1]);
      if (set.kind !== 'set_parameters') throw new Error(`expected 0x8103, got ${set.kind}`);
      expect(set.parameters.get(0x0029)?.readUInt32BE(0)).toBe(15);
      await waitFor(() => t.outbox.failed.length === 1, 'markFailed');
      expect(t.outbox.failed[0]).toMatchObject({
        commandId: stop.commandId,
        error: { code: 'unsupported_command', protocol: 'jt808', key: 'ENGINE_STOP' },
      });
    });

    it('matches an answer that arrives on the connection that replaced the one the command went out on', async () => {
      t = await startTestGateway({ known: [PHONE] });
      const first = await device();
      first.write(jt808.heartbeat(PHONE, 1));
      await waitFor(() => first.frames.length === 1, 'the heartbeat answer');
      const reset = t.outbox.request(PHONE, { key: 'CUSTOM', text: 'RESET#' });
      await waitFor(() => first.frames.length === 2, 'the command');
      const old = platform(first.frames[1]).serial;

      const second = await device();
      second.write(jt808.heartbeat(PHONE, 2));
      await waitFor(() => second.frames.length === 1, 'the heartbeat answer on the new connection');
      await waitFor(() => first.closed, 'the old connection to close');
      const status = t.outbox.request(PHONE, { key: 'CUSTOM', text: 'STATUS#' });
      await waitFor(() => second.frames.length === 2, 'the new command');
      const fresh = platform(second.frames[1]).serial;
      // The serials go on from the replaced connection's, so the two commands cannot be confused.
      expect(fresh).not.toBe(old);

      second.write(
        Buffer.concat([
          jt808.response(PHONE, 3, { serial: old, messageId: Jt808Id.TEXT_MESSAGE }),
          jt808.response(PHONE, 4, { serial: fresh, messageId: Jt808Id.TEXT_MESSAGE }),
        ]),
      );
      await waitFor(() => t.ingest.replies.length === 2, 'both replies');
      expect(t.ingest.replies.map((r) => r.reply.commandId)).toEqual([reset.commandId, status.commandId]);
    });
  });
});
