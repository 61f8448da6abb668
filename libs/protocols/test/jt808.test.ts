import fc from 'fast-check';
import {
  decodeJt808Frame,
  encodeJt808Frame,
  encodeJt808GeneralResponse,
  encodeJt808RegisterResponse,
  encodeJt808RegisterRefusal,
  Jt808RegisterResult,
  encodeJt808RemoteCommand,
  encodeJt808TerminalControl,
  encodeJt808AlarmConfirm,
  Jt808ControlWord,
  escapeJt808,
  jt808CheckCode,
  jt808ReplyFor,
  Jt808Framer,
  parseJt808Frame,
  unescapeJt808,
  type Jt808DecodeResult,
  type Jt808FrameInfo,
  type Jt808Message,
  type Position,
} from '@gps/protocols';
import corpus from './corpus/jt808/traccar-huabao.json';
import examples2019 from './corpus/jt808/xtream-codec-2019-examples.json';
import {
  checkError,
  checkMessage,
  expectSplitFramesAlike,
  framesOfAnySplit,
  fuzzMutatedStreams,
  mutate,
  mutationsArb,
  runFramer,
  splitArb,
  type Mutation,
} from './fuzz-support';
import { hex } from './vectors';

const NOW = new Date('2030-01-01T00:00:00Z');
const SEED = 20261125;

interface CorpusFrame {
  name: string;
  hex: string;
  note?: string;
  direct?: boolean;
  expect: {
    error?: string;
    types?: string[];
    deviceId?: string;
    kind?: string;
    position?: Record<string, unknown>;
    lastPosition?: Record<string, unknown>;
    reply?: Record<string, unknown>;
  };
}
const FRAMES = corpus.frames as CorpusFrame[];
/** Constructed 2019 examples of another decoder, kept apart from the real captures. */
const EXAMPLES_2019 = examples2019.frames as CorpusFrame[];

function decoded(frame: Buffer | string, options = {}): Extract<Jt808DecodeResult, { ok: true }> {
  const r = decodeJt808Frame(typeof frame === 'string' ? hex(frame) : frame, { now: NOW, ...options });
  if (!r.ok) throw new Error(`decode failed: ${r.error.code} ${r.error.message}`);
  return r;
}

function positionOf(m: Jt808Message): Position<'jt808'> {
  if (m.type !== 'position') throw new Error(`expected a position, got ${m.type}`);
  return m.position;
}

/** The fields the corpus states, in its JSON terms (dates as ISO strings). */
function picked(p: Position<'jt808'>, expected: Record<string, unknown>): Record<string, unknown> {
  const json = JSON.parse(JSON.stringify(p)) as Record<string, unknown>;
  return Object.fromEntries(Object.keys(expected).map((k) => [k, json[k]]));
}

/** The fields of a message the corpus states. */
function pick(m: Jt808Message, expected: Record<string, unknown>): Record<string, unknown> {
  const json = JSON.parse(JSON.stringify(m)) as Record<string, unknown>;
  return Object.fromEntries(Object.keys(expected).map((k) => [k, json[k]]));
}

/** Whether a corpus frame decodes to exactly what the corpus says. */
function decodesRight(f: CorpusFrame): boolean {
  const r = decodeJt808Frame(hex(f.hex), { now: NOW });
  if (f.expect.error) return !r.ok && r.error.code === f.expect.error;
  if (!r.ok) return false;
  const positions = r.messages.filter((m) => m.type === 'position').map(positionOf);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return (
    same(
      r.messages.map((m) => m.type),
      f.expect.types,
    ) &&
    r.messages.every((m) => m.deviceId === f.expect.deviceId) &&
    (!f.expect.kind || (r.messages[0].type === 'unknown' && r.messages[0].kind === f.expect.kind)) &&
    (!f.expect.reply || same(pick(r.messages[0], f.expect.reply), f.expect.reply)) &&
    (!f.expect.position || same(picked(positions[0], f.expect.position), f.expect.position)) &&
    (!f.expect.lastPosition ||
      same(picked(positions[positions.length - 1], f.expect.lastPosition), f.expect.lastPosition))
  );
}

describe('JT808 corpus (real frames, Traccar HuabaoProtocolDecoderTest)', () => {
  it.each(FRAMES.map((f) => [f.name, f] as const))('%s decodes to its stated values', (_name, f) => {
    expect(decodesRight(f)).toBe(true);
  });

  it('frames every decodable corpus frame sent in one stream, except the one captured unescaped', () => {
    const framed = FRAMES.filter((f) => !f.direct && !f.expect.error);
    const stream = Buffer.concat(framed.map((f) => hex(f.hex)));
    const run = runFramer(new Jt808Framer(), [stream]);
    expect(run.frames).toEqual(framed.map((f) => f.hex));
    expect(run.dropped).toEqual({});
  });

  it('the corpus figure: decoded right / total', () => {
    const right = FRAMES.filter(decodesRight).length;
    const positions = FRAMES.filter((f) => f.expect.types?.includes('position')).length;
    // All as stated: 40 decode to messages; position-1 is refused as it must be (length and check code both wrong).
    expect({ right, total: FRAMES.length, positions }).toEqual({ right: 41, total: 41, positions: 24 });
  });
});

describe('JT808 2019 examples (constructed, xtream-codec debug UI)', () => {
  it.each(EXAMPLES_2019.map((f) => [f.name, f] as const))('%s decodes to its stated values', (_name, f) => {
    expect(decodesRight(f)).toBe(true);
  });

  it('reads the 2019 location the source states: alarm 111, status 22 (south), 6.6 km/h, mileage and fuel', () => {
    const r = decoded(EXAMPLES_2019.find((f) => f.name === 'location-2019')!.hex);
    expect(r.frame).toMatchObject({
      edition: 2019,
      protocolVersion: 1,
      phone: '00000000013912344329',
      serial: 0,
    });
    expect(positionOf(r.messages[0])).toMatchObject({
      latitude: -31.234567,
      longitude: 121.987654,
      altitude: 123,
      speedKmh: 6.6,
      course: 3,
      fixTime: new Date('2025-01-29T14:33:44Z'),
      alarm: 'sos',
      alarmCode: 111,
      odometer: 1200,
      attributes: { fuel: 10 },
    });
  });

  it('encodes the 0x8001, 0x8100 and 0x8201 frames the source gives, byte for byte', () => {
    const { replies } = examples2019;
    const device = decoded(EXAMPLES_2019.find((f) => f.name === 'location-2019')!.hex).frame;
    const answered = { ...device, serial: 0x006f };
    expect(jt808ReplyFor(answered, { serial: 0 })!.toString('hex')).toBe(replies['8001']);
    const register = { ...answered, messageId: 0x0100 };
    expect(jt808ReplyFor(register, { serial: 0, authCode: replies['8100AuthCode'] })!.toString('hex')).toBe(
      replies['8100'],
    );
    const target = { phone: device.phone, serial: 0, edition: 2019 as const };
    const locate = encodeJt808RemoteCommand({ key: 'LOCATE' }, target);
    expect(locate.ok && locate.frame.toString('hex')).toBe(replies['8201']);
  });
});

describe('JT808 hand-checked frames', () => {
  it('reads an SOS location: alarm bit 0, west longitude, speed in 1/10 km/h, GMT+8 time, mileage', () => {
    const r = decoded(FRAMES.find((f) => f.name === 'position-speed')!.hex);
    expect(r.frame).toMatchObject({ messageId: 0x0200, edition: 2013, phone: '094027587492', serial: 10 });
    expect(positionOf(r.messages[0])).toMatchObject({
      deviceId: '94027587492',
      latitude: 50.871735,
      longitude: -1.255923,
      speedKmh: 2,
      fixTime: new Date('2013-04-12T08:49:52Z'),
      valid: true,
      alarm: 'sos',
      alarmCode: 1,
      odometer: 1800,
    });
  });

  it('reads the time in the zone the caller gives', () => {
    const r = decoded(FRAMES.find((f) => f.name === 'position-speed')!.hex, { timezoneOffsetMinutes: 0 });
    expect(positionOf(r.messages[0]).fixTime).toEqual(new Date('2013-04-12T16:49:52Z'));
  });

  it('marks 0x0704 blind-area records as buffered and keeps all eight', () => {
    const r = decoded(FRAMES.find((f) => f.name === 'batch-9')!.hex);
    expect(r.messages).toHaveLength(8);
    expect(r.messages.every((m) => positionOf(m).buffered)).toBe(true);
  });

  it('refuses a frame whose length and check code are both wrong', () => {
    const r = decodeJt808Frame(hex(FRAMES.find((f) => f.name === 'position-1')!.hex));
    expect(r.ok ? 'ok' : r.error.code).toBe('length_mismatch');
  });
});

/** Constructed frames: built with our encoder, not captured. */
const PHONE_2019 = '12345678901234567890';
function locationBody(): Buffer {
  const body = Buffer.alloc(28 + 3 + 3);
  body.writeUInt32BE(0x00000100, 0); // bit 8: main power cut
  body.writeUInt32BE(0x00000003, 4); // ACC on, positioned
  body.writeUInt32BE(31_230_416, 8);
  body.writeUInt32BE(121_473_701, 12);
  body.writeUInt16BE(12, 16);
  body.writeUInt16BE(605, 18);
  body.writeUInt16BE(90, 20);
  Buffer.from('251125130000', 'hex').copy(body, 22);
  Buffer.from('310109', 'hex').copy(body, 28); // 9 satellites
  Buffer.from('fe0157', 'hex').copy(body, 31); // battery 87 %
  return body;
}
function constructed(id: number, body: Buffer, edition: 2013 | 2019 = 2013, serial = 7): Buffer {
  const phone = edition === 2019 ? PHONE_2019 : '13511221122';
  const r = encodeJt808Frame(id, body, { phone, serial, edition });
  if (!r.ok) throw new Error(r.error.message);
  return r.frame;
}

describe('JT808 escaping and check code', () => {
  it('escapes the standard example 30 7E 08 7D 55 (JT/T 808-2013 §4.4.1)', () => {
    expect(escapeJt808(hex('307e087d55')).toString('hex')).toBe('307d0208' + '7d0155');
    expect(unescapeJt808(hex('307d02087d0155'))).toEqual({ ok: true, bytes: hex('307e087d55') });
  });

  it('round-trips any bytes and never leaves a 7E inside', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const escaped = escapeJt808(bytes);
        expect(escaped.includes(0x7e)).toBe(false);
        expect(unescapeJt808(escaped)).toEqual({ ok: true, bytes: Buffer.from(bytes) });
      }),
      { numRuns: 2_000, seed: SEED },
    );
  });

  it('refuses a 7D not followed by 01 or 02', () => {
    expect(unescapeJt808(hex('307d03')).ok).toBe(false);
    expect(unescapeJt808(hex('307d')).ok).toBe(false);
  });

  it('is the XOR of header and body', () => {
    expect(jt808CheckCode(hex('0102040f'))).toBe(0x08);
  });
});

describe('JT808 decoding (constructed frames)', () => {
  it('reads a 2019 header: version flag, version byte, 10-byte phone', () => {
    const r = decoded(constructed(0x0200, locationBody(), 2019));
    expect(r.frame).toMatchObject({ edition: 2019, protocolVersion: 1, phone: PHONE_2019, serial: 7 });
    expect(positionOf(r.messages[0])).toMatchObject({
      deviceId: PHONE_2019,
      latitude: 31.230416,
      longitude: 121.473701,
      altitude: 12,
      speedKmh: 60.5,
      course: 90,
      fixTime: new Date('2025-11-25T05:00:00Z'),
      acc: true,
      valid: true,
      alarm: 'power_cut',
      alarmCode: 0x100,
      satellites: 9,
      batteryLevel: 87,
    });
  });

  it('reads the 0x0102 auth code (2013: the body; 2019: length, code, IMEI, version)', () => {
    expect(decoded(FRAMES.find((f) => f.name === 'auth-1')!.hex).messages[0]).toMatchObject({
      type: 'login',
      deviceId: '13511221122',
      authCode: 'authentication',
    });
    const body = Buffer.concat([
      hex('03'),
      Buffer.from('abc'),
      Buffer.from('864717003283581'),
      Buffer.alloc(20),
    ]);
    expect(decoded(constructed(0x0102, body, 2019)).messages[0]).toMatchObject({
      type: 'login',
      authCode: 'abc',
      imei: '864717003283581',
    });
    expect(decodeJt808Frame(constructed(0x0102, hex('09414243'), 2019)).ok).toBe(false);
  });

  it('reads a 0x0201 answer after its query serial', () => {
    const body = Buffer.concat([hex('0042'), locationBody()]);
    expect(positionOf(decoded(constructed(0x0201, body)).messages[0]).latitude).toBe(31.230416);
  });

  it('reads a 0x0001 terminal response as a command reply naming the platform serial', () => {
    expect(decoded(constructed(0x0001, hex('0123810500'))).messages[0]).toEqual({
      type: 'command_reply',
      protocol: 'jt808',
      deviceId: '13511221122',
      serverFlag: 0x0123,
      command: '8105',
      text: 'success',
    });
  });

  it('gives a subpackage fragment and an encrypted body back as unknown', () => {
    const plain = constructed(0x0200, locationBody());
    const inner = unescapeJt808(plain.subarray(1, -1));
    if (!inner.ok) throw new Error('unescape');
    const bytes = inner.bytes;
    bytes.writeUInt16BE(bytes.readUInt16BE(2) | (1 << 10), 2); // RSA
    bytes[bytes.length - 1] = jt808CheckCode(bytes, 0, bytes.length - 1);
    const encrypted = Buffer.concat([hex('7e'), escapeJt808(bytes), hex('7e')]);
    expect(decoded(encrypted).messages[0].type).toBe('unknown');
  });

  it('reports a bad check code, and refuses it when asked', () => {
    const frame = constructed(0x0002, Buffer.alloc(0));
    frame[frame.length - 2] ^= 0x01;
    expect(decoded(frame).frame.checkOk).toBe(false);
    const strict = decodeJt808Frame(frame, { rejectBadCheckCode: true });
    expect(strict.ok ? 'ok' : strict.error.code).toBe('bad_crc');
  });

  it('refuses impossible coordinates and dates', () => {
    const body = locationBody();
    body.writeUInt32BE(91_000_000, 8);
    expect(decodeJt808Frame(constructed(0x0200, body)).ok).toBe(false);
    const late = locationBody();
    Buffer.from('251332130000', 'hex').copy(late, 22);
    expect(decodeJt808Frame(constructed(0x0200, late)).ok).toBe(false);
  });
});

describe('JT808 replies and commands', () => {
  const frameOf = (f: Buffer): Jt808FrameInfo => decoded(f).frame;

  it('answers a heartbeat with 0x8001 echoing its serial and id', () => {
    const reply = jt808ReplyFor(frameOf(constructed(0x0002, Buffer.alloc(0), 2013, 0x1234)), { serial: 1 });
    const parsed = parseJt808Frame(reply!);
    if (!parsed.ok) throw new Error('reply does not parse');
    expect(parsed.frame).toMatchObject({
      messageId: 0x8001,
      phone: '013511221122',
      serial: 1,
      checkOk: true,
    });
    expect(parsed.frame.bytes.subarray(parsed.frame.bodyStart, parsed.frame.bodyEnd).toString('hex')).toBe(
      '1234000200',
    );
  });

  it('answers a registration with 0x8100 and the auth code, in the terminal’s edition', () => {
    const frame = frameOf(constructed(0x0100, Buffer.alloc(37), 2019, 5));
    const parsed = parseJt808Frame(jt808ReplyFor(frame, { serial: 9, authCode: 'abc' })!);
    if (!parsed.ok) throw new Error('reply does not parse');
    expect(parsed.frame).toMatchObject({ messageId: 0x8100, edition: 2019, phone: PHONE_2019 });
    expect(parsed.frame.bytes.subarray(parsed.frame.bodyStart, parsed.frame.bodyEnd).toString('hex')).toBe(
      '000500' + Buffer.from('abc').toString('hex'),
    );
    expect(encodeJt808RegisterResponse(frame, 9, '').ok).toBe(false);
  });

  it('refuses a registration with a result and no auth code', () => {
    const frame = frameOf(constructed(0x0100, Buffer.alloc(37), 2013, 5));
    const refusal = encodeJt808RegisterRefusal(frame, 9, Jt808RegisterResult.TERMINAL_NOT_IN_DATABASE);
    if (!refusal.ok) throw new Error(refusal.error.message);
    const parsed = parseJt808Frame(refusal.frame);
    if (!parsed.ok) throw new Error('refusal does not parse');
    expect(parsed.frame).toMatchObject({ messageId: 0x8100, serial: 9, checkOk: true, lengthOk: true });
    expect(parsed.frame.bytes.subarray(parsed.frame.bodyStart, parsed.frame.bodyEnd).toString('hex')).toBe(
      '000504',
    );
    expect(encodeJt808RegisterRefusal(frame, 9, Jt808RegisterResult.SUCCESS).ok).toBe(false);
  });

  it('does not answer the terminal’s own answers', () => {
    expect(jt808ReplyFor(frameOf(constructed(0x0001, hex('0123810500'))), { serial: 1 })).toBeUndefined();
    const answer = constructed(0x0201, Buffer.concat([hex('0042'), locationBody()]));
    expect(jt808ReplyFor(frameOf(answer), { serial: 1 })).toBeUndefined();
  });

  it('escapes a reply whose bytes hold 7E', () => {
    const frame = frameOf(constructed(0x0200, locationBody(), 2013, 0x7e7d));
    const reply = encodeJt808GeneralResponse(frame, 0x007e);
    if (!reply.ok) throw new Error(reply.error.message);
    expect(reply.frame.subarray(1, -1).includes(0x7e)).toBe(false);
    expect(parseJt808Frame(reply.frame).ok).toBe(true);
  });

  it('maps FREQ to 0x8103 parameter 0x0029, LOCATE to 0x8201 and CUSTOM to 0x8300', () => {
    const target = { phone: '13511221122', serial: 3 };
    const body = (r: ReturnType<typeof encodeJt808RemoteCommand>) => {
      if (!r.ok) throw new Error(r.error.message);
      const p = parseJt808Frame(r.frame);
      if (!p.ok) throw new Error('bad frame');
      return [p.frame.messageId, p.frame.bytes.subarray(p.frame.bodyStart, p.frame.bodyEnd).toString('hex')];
    };
    expect(body(encodeJt808RemoteCommand({ key: 'FREQ', value: 'fast' }, target))).toEqual([
      0x8103,
      '01' + '00000029' + '04' + '0000000f',
    ]);
    expect(body(encodeJt808RemoteCommand({ key: 'LOCATE' }, target))).toEqual([0x8201, '']);
    expect(body(encodeJt808RemoteCommand({ key: 'CUSTOM', text: 'RESET#' }, target))).toEqual([
      0x8300,
      '01' + Buffer.from('RESET#').toString('hex'),
    ]);
    expect(
      body(encodeJt808RemoteCommand({ key: 'CUSTOM', text: 'A' }, { ...target, edition: 2019 })),
    ).toEqual([0x8300, '010141']);
  });

  it('encodes 0x8105 terminal control and 0x8203 alarm confirmation', () => {
    const target = { phone: '13511221122', serial: 4 };
    const bodyOf = (r: { ok: true; frame: Buffer } | { ok: false }) => {
      if (!r.ok) throw new Error('encode failed');
      const p = parseJt808Frame(r.frame);
      if (!p.ok) throw new Error('bad frame');
      return [p.frame.messageId, p.frame.bytes.subarray(p.frame.bodyStart, p.frame.bodyEnd).toString('hex')];
    };
    expect(bodyOf(encodeJt808TerminalControl(Jt808ControlWord.RESET, [], target))).toEqual([0x8105, '04']);
    expect(bodyOf(encodeJt808TerminalControl(Jt808ControlWord.CONNECT_SERVER, ['0', 'a'], target))).toEqual([
      0x8105,
      '02' + Buffer.from('0;a').toString('hex'),
    ]);
    expect(bodyOf(encodeJt808AlarmConfirm(0x0010, 1, target))).toEqual([0x8203, '001000000001']);
    expect(encodeJt808AlarmConfirm(-1, 1, target).ok).toBe(false);
  });

  it('refuses keys the standard has no message for, and bad targets', () => {
    const r = encodeJt808RemoteCommand({ key: 'ENGINE_STOP' }, { phone: '1', serial: 1 });
    expect(r.ok ? 'ok' : r.error.code).toBe('unsupported_command');
    const bad = encodeJt808RemoteCommand({ key: 'LOCATE' }, { phone: 'x', serial: 1 });
    expect(bad.ok ? 'ok' : bad.error.code).toBe('invalid_target');
  });
});

describe('JT808 framer', () => {
  const a = constructed(0x0200, locationBody(), 2013, 0x7e7d);
  const b = constructed(0x0002, Buffer.alloc(0));
  const c = constructed(0x0200, locationBody(), 2019);
  const stream = Buffer.concat([a, b, c]);
  const all = [a, b, c].map((f) => f.toString('hex'));

  it('yields the same frames at every single split point and byte by byte', () => {
    for (let cut = 0; cut <= stream.length; cut++) {
      expect(runFramer(new Jt808Framer(), [stream.subarray(0, cut), stream.subarray(cut)]).frames).toEqual(
        all,
      );
    }
    const bytes = [...stream].map((x) => Buffer.from([x]));
    expect(runFramer(new Jt808Framer(), bytes)).toEqual({ frames: all, dropped: {}, buffered: 0 });
  });

  it('skips garbage, a lone closing 7E and a bogus 7E…7E pair', () => {
    const noisy = Buffer.concat([hex('0102'), a, hex('7e'), b, hex('7e0102037e'), c]);
    const run = runFramer(new Jt808Framer(), [noisy]);
    expect(run.frames).toEqual(all);
    // 2 leading bytes, the lone 7E, then the bogus pair: its first four bytes, and its closing 7E
    // which, followed by c's start, is itself a lone delimiter.
    expect(run.dropped).toEqual({ garbage: 2 + 1 + 4 + 1 });
  });

  it('drops a start that cannot close within maxFrameSize and resynchronises', () => {
    const run = runFramer(new Jt808Framer({ maxFrameSize: 64 }), [
      Buffer.concat([hex('7e'), Buffer.alloc(100, 1), b]),
    ]);
    expect(run.frames).toEqual([b.toString('hex')]);
    expect(run.dropped).toEqual({ oversized: 1, garbage: 100 });
  });
});

describe('JT808 fuzz', () => {
  let fed = 0;
  jest.setTimeout(120_000);
  const seeds = [
    ...FRAMES.filter((f) => !f.direct && !f.expect.error).map((f) => hex(f.hex)),
    ...EXAMPLES_2019.map((f) => hex(f.hex)),
    constructed(0x0200, locationBody(), 2019),
  ];
  const seedArb = fc.constantFrom(...seeds);

  function decodeChecked(frame: Buffer): void {
    fed++;
    const r = decodeJt808Frame(frame, { now: NOW });
    if (r.ok) {
      r.messages.forEach(checkMessage);
      jt808ReplyFor(r.frame, { serial: 1 });
    } else {
      checkError(r.error);
    }
  }

  /** Re-frame a mutated header + body with a correct check code so the mutation reaches the decoder. */
  function reframe(seed: Buffer, mutations: readonly Mutation[]) {
    const inner = unescapeJt808(seed.subarray(1, -1));
    if (!inner.ok) return mutate(seed, mutations);
    const body = mutate(inner.bytes.subarray(0, -1), mutations);
    const check = Buffer.from([jt808CheckCode(body)]);
    return Buffer.concat([hex('7e'), escapeJt808(Buffer.concat([body, check])), hex('7e')]);
  }

  it('decodes 60,000 mutated frames (half re-framed with a right check code) without throwing', () => {
    fc.assert(
      fc.property(seedArb, mutationsArb, fc.boolean(), (seed, mutations, fix) => {
        decodeChecked(fix ? reframe(seed, mutations) : mutate(seed, mutations));
      }),
      { numRuns: 60_000, seed: SEED },
    );
  });

  it('frames 20,000 mutated streams identically however they are split', () => {
    fed += fuzzMutatedStreams({
      seedArb,
      maxSeeds: 4,
      sizes: { min: 16, max: 600 },
      newFramer: (maxFrameSize) => new Jt808Framer({ maxFrameSize }),
      decode: decodeChecked,
      runs: 20_000,
      seed: SEED,
    });
  });

  it('survives 10,000 random byte streams', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), splitArb, (bytes, cuts) => {
        const s = Buffer.from([0x7e, ...bytes, 0x7e]);
        framesOfAnySplit(() => new Jt808Framer({ maxFrameSize: 256 }), s, cuts, 256).forEach(decodeChecked);
        decodeChecked(s);
      }),
      { numRuns: 10_000, seed: SEED },
    );
  });

  it('decodes valid frames split at random boundaries exactly like whole frames (10,000 streams)', () => {
    fc.assert(
      fc.property(fc.array(seedArb, { minLength: 1, maxLength: 4 }), splitArb, (frames, cuts) => {
        fed += frames.length;
        expectSplitFramesAlike(new Jt808Framer(), frames, cuts, (f) => decodeJt808Frame(f, { now: NOW }));
      }),
      { numRuns: 10_000, seed: SEED },
    );
  });

  it('fed at least 100,000 frames in total', () => {
    expect(fed).toBeGreaterThanOrEqual(100_000);
  });
});
