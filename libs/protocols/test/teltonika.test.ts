import {
  crc16Ibm,
  decodeTeltonikaTcp,
  decodeTeltonikaUdp,
  encodeTeltonikaAck,
  encodeTeltonikaCommand,
  encodeTeltonikaImeiAck,
  encodeTeltonikaRemoteCommand,
  encodeTeltonikaUdpAck,
  TeltonikaFramer,
  wrapTeltonikaPacket,
  type DeviceMessage,
  type TeltonikaDecodeOptions,
} from '@gps/protocols';
import {
  expectedPositionFields,
  TELTONIKA_TRACCAR,
  TELTONIKA_WIKI,
  TELTONIKA_WIKI_COMMANDS,
  type CorpusFrame,
} from './corpus/teltonika/frames';

const hex = (s: string): Buffer => Buffer.from(s, 'hex');
const upper = (b: Buffer | undefined): string | undefined => b?.toString('hex').toUpperCase();
const IMEI = '356307042441013';

type Outcome =
  | { ok: true; messages: DeviceMessage<'teltonika'>[]; ack?: string; imei?: string }
  | { ok: false; code: string };

function decodeCorpus(frame: CorpusFrame, options: Partial<TeltonikaDecodeOptions> = {}): Outcome {
  if (frame.transport === 'udp') {
    const r = decodeTeltonikaUdp(hex(frame.hex), options);
    return r.ok ? { ok: true, messages: r.messages, ack: upper(r.reply) } : { ok: false, code: r.error.code };
  }
  const r = decodeTeltonikaTcp(hex(frame.hex), { deviceId: IMEI, ...options });
  if (!r.ok) return { ok: false, code: r.error.code };
  if (r.kind === 'imei') return { ok: true, messages: [r.message], imei: r.imei };
  return { ok: true, messages: r.messages, ack: upper(r.reply) };
}

/** Checks one corpus frame against its hand-checked values; returns nothing, throws on a mismatch. */
function expectCorpusFrame(frame: CorpusFrame): void {
  const got = decodeCorpus(frame);
  const want = frame.expect;
  if ('error' in want) {
    expect(got).toEqual({ ok: false, code: want.error });
    return;
  }
  if (!got.ok) throw new Error(`${frame.name}: ${got.code}`);
  if ('imei' in want) {
    expect(got.imei).toBe(want.imei);
    expect(got.messages).toEqual([{ type: 'login', protocol: 'teltonika', deviceId: want.imei }]);
    return;
  }
  if ('reply' in want) {
    expect(got.messages).toHaveLength(1);
    expect(got.messages[0]).toMatchObject({ type: 'command_reply', protocol: 'teltonika', text: want.reply });
    return;
  }
  expect(got.messages).toHaveLength(want.records);
  expect(got.ack).toBe(want.ack);
  for (const [index, record] of Object.entries(want.checked)) {
    const message = got.messages[Number(index)];
    expect(message.type).toBe(record.type);
    if (message.type !== 'position' && message.type !== 'alarm') throw new Error('not a position');
    if (message.type === 'alarm') expect(message.alarm).toBe(record.alarm);
    const position = message.position;
    if (!position) throw new Error('alarm without position');
    expect(position.fixTime.toISOString()).toBe(record.fixTime);
    expect(position).toMatchObject({
      protocol: 'teltonika',
      locateType: 'gps',
      ...expectedPositionFields(record),
    });
    if (record.attributes) expect(position.attributes).toMatchObject(record.attributes);
  }
}

describe('CRC-16/IBM', () => {
  it('matches the standard check value', () => {
    expect(crc16Ibm(Buffer.from('123456789'))).toBe(0xbb3d);
  });
});

describe('Teltonika wiki examples', () => {
  it.each(TELTONIKA_WIKI.map((f) => [f.name, f] as const))(
    '%s decodes to its stated values',
    (_name, frame) => {
      expectCorpusFrame(frame);
    },
  );

  it('reads the UDP channel header of both UDP examples (their acknowledgement is checked above)', () => {
    for (const frame of TELTONIKA_WIKI.filter((f) => f.transport === 'udp')) {
      const r = decodeTeltonikaUdp(hex(frame.hex));
      if (!r.ok) throw new Error(r.error.message);
      expect(r.header).toEqual(frame.udpHeader);
    }
  });

  it.each(TELTONIKA_WIKI_COMMANDS.map((c) => [c.text, c] as const))(
    'encodes the %s command',
    (text, command) => {
      const r = encodeTeltonikaCommand(text);
      if (!r.ok) throw new Error(r.error.message);
      expect(upper(r.frame)).toBe(command.hex);
    },
  );

  it('answers the handshake and the packets as documented', () => {
    expect(upper(encodeTeltonikaImeiAck(true))).toBe('01');
    expect(upper(encodeTeltonikaImeiAck(false))).toBe('00');
    expect(upper(encodeTeltonikaAck(2))).toBe('00000002');
    expect(upper(encodeTeltonikaUdpAck(0xcafe, 5, 1))).toBe('0005CAFE010501');
  });
});

describe('Teltonika real frames (Traccar captures)', () => {
  it.each(TELTONIKA_TRACCAR.map((f) => [f.name, f] as const))('%s', (_name, frame) => {
    expectCorpusFrame(frame);
  });

  it('decodes every corpus frame to its checked values (the figure for bench/README.md)', () => {
    const all = [...TELTONIKA_WIKI, ...TELTONIKA_TRACCAR];
    const right = all.filter((frame) => {
      try {
        expectCorpusFrame(frame);
        return true;
      } catch {
        return false;
      }
    });
    const decoded = all.filter((f) => !('error' in f.expect));
    expect({ right: right.length, total: all.length, decodedPositions: decoded.length }).toEqual({
      right: all.length,
      total: 28,
      decodedPositions: 26,
    });
  });
});

/** A constructed Codec 8 record (not a capture): one GPS fix and the given 1-byte IO elements. */
function constructedRecord(eventIo: number, io1: [number, number][], priority = 0): Buffer {
  const head = Buffer.alloc(24);
  head.writeBigUInt64BE(BigInt(Date.UTC(2024, 0, 2, 3, 4, 5)), 0);
  head[8] = priority;
  head.writeInt32BE(253_000_000, 9); // 25.3 E
  head.writeInt32BE(-345_000_000, 13); // 34.5 S
  head.writeInt16BE(120, 17);
  head.writeUInt16BE(90, 19);
  head[21] = 9;
  head.writeUInt16BE(50, 22);
  const io = [eventIo, io1.length, io1.length, ...io1.flat(), 0, 0, 0];
  return Buffer.concat([head, Buffer.from(io)]);
}

function constructedPacket(records: Buffer[], codec = 0x08): Buffer {
  return wrapTeltonikaPacket(
    Buffer.concat([Buffer.of(codec, records.length), ...records, Buffer.of(records.length)]),
  );
}

function onlyMessage(
  packet: Buffer,
  options: Partial<TeltonikaDecodeOptions> = {},
): DeviceMessage<'teltonika'> {
  const r = decodeTeltonikaTcp(packet, { deviceId: IMEI, ...options });
  if (!r.ok) throw new Error(r.error.message);
  if (r.kind === 'imei') throw new Error('imei');
  expect(r.messages).toHaveLength(1);
  return r.messages[0];
}

describe('Teltonika alarms (constructed frames)', () => {
  it.each([
    [247, 1, 'collision'],
    [252, 1, 'unplugged'],
    [246, 1, 'tow'],
    [255, 87, 'overspeed'],
    [253, 1, 'harsh_acceleration'],
    [253, 2, 'harsh_braking'],
    [253, 3, 'sharp_turn'],
  ] as const)('event IO %i = %i is the alarm %s, with its position', (id, value, alarm) => {
    const m = onlyMessage(constructedPacket([constructedRecord(id, [[id, value]])]));
    expect(m).toMatchObject({ type: 'alarm', alarm, alarmCode: id, deviceId: IMEI });
    if (m.type !== 'alarm') return;
    expect(m.position).toMatchObject({
      latitude: -34.5,
      longitude: 25.3,
      speedKmh: 50,
      altitude: 120,
      valid: true,
    });
  });

  it('an alarm IO returning to 0 is a position, not an alarm', () => {
    expect(onlyMessage(constructedPacket([constructedRecord(252, [[252, 0]])])).type).toBe('position');
  });

  it('SOS comes from the digital input configured for the device, and only that one', () => {
    const packet = constructedPacket([constructedRecord(2, [[2, 1]])]);
    expect(onlyMessage(packet, { sosInput: 2 })).toMatchObject({ type: 'alarm', alarm: 'sos' });
    expect(onlyMessage(packet, { sosInput: 1 }).type).toBe('position');
    expect(onlyMessage(packet).type).toBe('position');
  });

  it('a panic-priority record is an SOS', () => {
    const m = onlyMessage(constructedPacket([constructedRecord(0, [], 2)]));
    expect(m).toMatchObject({ type: 'alarm', alarm: 'sos' });
  });

  it('maps ignition, battery level and voltages', () => {
    const m = onlyMessage(
      constructedPacket([
        constructedRecord(0, [
          [239, 1],
          [113, 93],
          [240, 1],
        ]),
      ]),
    );
    if (m.type !== 'position') throw new Error(m.type);
    expect(m.position).toMatchObject({ acc: true, batteryLevel: 93, attributes: { motion: true } });
  });
});

describe('Teltonika decoder refusals', () => {
  const good = hex(TELTONIKA_WIKI[1].hex);

  it('refuses a bad CRC, so the device is not acknowledged and resends', () => {
    const bad = Buffer.from(good);
    bad[bad.length - 1] ^= 1;
    expect(decodeTeltonikaTcp(bad, { deviceId: IMEI })).toMatchObject({
      ok: false,
      error: { code: 'bad_crc' },
    });
  });

  it('refuses differing record counts, unknown codecs and coordinates off the globe', () => {
    const field = good.subarray(8, good.length - 4);
    const counts = Buffer.from(field);
    counts[counts.length - 1] = 2;
    expect(decodeTeltonikaTcp(wrapTeltonikaPacket(counts), { deviceId: IMEI })).toMatchObject({
      ok: false,
      error: { code: 'invalid_field' },
    });
    const codec16 = Buffer.from(field);
    codec16[0] = 0x10;
    expect(decodeTeltonikaTcp(wrapTeltonikaPacket(codec16), { deviceId: IMEI })).toMatchObject({
      ok: false,
      error: { code: 'unsupported' },
    });
    const off = constructedRecord(0, []);
    off.writeInt32BE(950_000_000, 13);
    expect(decodeTeltonikaTcp(constructedPacket([off]), { deviceId: IMEI })).toMatchObject({
      ok: false,
      error: { code: 'invalid_field' },
    });
  });

  it('refuses a timestamp no date can hold (found by the fuzz test)', () => {
    const late = constructedRecord(0, []);
    late.writeBigUInt64BE(BigInt(8.64e15) + 1n, 0);
    expect(decodeTeltonikaTcp(constructedPacket([late]), { deviceId: IMEI })).toMatchObject({
      ok: false,
      error: { code: 'invalid_field' },
    });
  });

  it('refuses a UDP datagram whose length disagrees', () => {
    const udp = hex(TELTONIKA_WIKI.find((f) => f.transport === 'udp')!.hex);
    expect(decodeTeltonikaUdp(udp.subarray(0, udp.length - 1))).toMatchObject({
      ok: false,
      error: { code: 'length_mismatch' },
    });
  });
});

describe('Teltonika remote commands', () => {
  it.each([
    [{ key: 'ENGINE_STOP' } as const, 'setdigout 1'],
    [{ key: 'ENGINE_RESUME' } as const, 'setdigout 0'],
    [{ key: 'LOCATE' } as const, 'getgps'],
    [{ key: 'GPS' } as const, 'getgps'],
    [{ key: 'VBAT' } as const, 'getio'],
    [{ key: 'CUSTOM', text: 'getinfo' } as const, 'getinfo'],
  ])('%o is sent as "%s" in a Codec 12 frame', (command, text) => {
    const r = encodeTeltonikaRemoteCommand(command);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.text).toBe(text);
    expect(r.frame).toEqual(
      encodeTeltonikaCommand(text).ok && (encodeTeltonikaCommand(text) as { frame: Buffer }).frame,
    );
  });

  it('refuses keys Teltonika has no model-independent command for', () => {
    expect(encodeTeltonikaRemoteCommand({ key: 'PSW', value: '1234' })).toMatchObject({
      ok: false,
      error: { code: 'unsupported_command', protocol: 'teltonika' },
    });
  });
});

describe('Teltonika framer', () => {
  const tcpFrames = [...TELTONIKA_WIKI, ...TELTONIKA_TRACCAR]
    .filter((f) => f.transport !== 'udp' && !('error' in f.expect))
    .map((f) => hex(f.hex));
  const stream = Buffer.concat(tcpFrames);
  const expected = tcpFrames.map((f) => f.toString('hex'));

  const run = (chunks: Buffer[]) => {
    const framer = new TeltonikaFramer();
    const frames: string[] = [];
    const errors: string[] = [];
    for (const c of chunks) {
      const out = framer.push(c);
      frames.push(...out.frames.map((f) => f.toString('hex')));
      errors.push(...out.errors.map((e) => e.code));
    }
    return { frames, errors, buffered: framer.bufferedBytes };
  };

  it('cuts the handshake and every packet from one segment', () => {
    expect(tcpFrames[0].toString('hex')).toBe('000f333536333037303432343431303133');
    expect(run([stream])).toEqual({ frames: expected, errors: [], buffered: 0 });
  });

  it('yields the same frames for every split point of the stream', () => {
    for (let cut = 1; cut < stream.length; cut++) {
      const got = run([stream.subarray(0, cut), stream.subarray(cut)]);
      if (got.frames.length !== expected.length || got.errors.length) throw new Error(`split at ${cut}`);
    }
    expect(run([...stream].map((b) => Buffer.of(b)))).toEqual({ frames: expected, errors: [], buffered: 0 });
  });

  it('skips garbage before the handshake and between packets', () => {
    const got = run([Buffer.concat([hex('ff'), tcpFrames[0], hex('1234'), tcpFrames[1]])]);
    expect(got.frames).toEqual(expected.slice(0, 2));
    expect(got.errors).toEqual(['garbage', 'garbage']);
  });

  it('drops an oversized packet and resynchronises on the next one', () => {
    const framer = new TeltonikaFramer({ maxFrameSize: 100 });
    const big = hex('00000000000010000801');
    const out = framer.push(Buffer.concat([tcpFrames[0], big, tcpFrames[2]]));
    expect(out.frames.map((f) => f.toString('hex'))).toEqual([expected[0], expected[2]]);
    expect(out.errors.map((e) => e.code)).toContain('oversized');
  });

  it('knows when the handshake went through', () => {
    const framer = new TeltonikaFramer();
    expect(framer.afterHandshake).toBe(false);
    framer.push(tcpFrames[0].subarray(0, 5));
    expect(framer.afterHandshake).toBe(false);
    framer.push(tcpFrames[0].subarray(5));
    expect(framer.afterHandshake).toBe(true);
  });
});
