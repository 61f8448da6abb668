import {
  decodeH02Frame,
  decodeH02Status,
  encodeH02CommandFrame,
  encodeH02HeartbeatReply,
  encodeH02NbrReply,
  encodeH02R12Ack,
  encodeH02V1Reply,
  H02Framer,
  h02ReplyFor,
  parseH02StatusWord,
  type DeviceMessage,
  type H02DecodeResult,
} from '@gps/protocols';
import { H02 } from './vectors';

const NOW = new Date('2030-01-01T00:00:00Z');
const REPLY_TIME = new Date('2020-01-02T03:04:05Z');

function decode(text: string): Extract<H02DecodeResult, { ok: true }> {
  const r = decodeH02Frame(text, { now: NOW });
  if (!r.ok) throw new Error(`decode failed: ${r.error.code} ${r.error.message}`);
  return r;
}

function message<T extends DeviceMessage['type']>(
  text: string,
  type: T,
): Extract<DeviceMessage, { type: T }> {
  const { message: m } = decode(text);
  expect(m.type).toBe(type);
  return m as Extract<DeviceMessage, { type: T }>;
}

describe('H02 framer', () => {
  const sentences = [H02.v1, H02.heartbeat, H02.v4Confirmation];
  const stream = Buffer.from(sentences.join('\r\n') + '\r\n');

  it('splits merged sentences and ignores CR/LF between them', () => {
    const out = new H02Framer().push(stream);
    expect(out.frames.map((f) => f.toString())).toEqual(sentences);
    expect(out.errors).toEqual([]);
  });

  it('reassembles sentences split one byte at a time', () => {
    const framer = new H02Framer();
    const frames: string[] = [];
    for (const byte of stream)
      frames.push(...framer.push(Buffer.from([byte])).frames.map((f) => f.toString()));
    expect(frames).toEqual(sentences);
    expect(framer.bufferedBytes).toBe(0);
  });

  it('abandons an unterminated sentence at the next "*" and reports garbage', () => {
    const out = new H02Framer().push(Buffer.from(`xx*HQ,123,V1,12${H02.heartbeat}`));
    expect(out.frames.map((f) => f.toString())).toEqual([H02.heartbeat]);
    expect(out.errors.map((e) => [e.code, e.droppedBytes])).toEqual([['garbage', 2 + 13]]);
  });

  it('bounds its buffer: a sentence with no "#" within maxFrameSize is dropped', () => {
    const framer = new H02Framer({ maxFrameSize: 64 });
    const out1 = framer.push(Buffer.from('*HQ,' + '1'.repeat(50)));
    expect(out1.frames).toEqual([]);
    const out2 = framer.push(Buffer.from('2'.repeat(50) + '#' + H02.heartbeat));
    expect(out2.errors.map((e) => e.code)).toEqual(['oversized', 'garbage']);
    expect(out2.frames.map((f) => f.toString())).toEqual([H02.heartbeat]);
    expect(framer.bufferedBytes).toBe(0);
  });
});

describe('H02 decoder: reference vectors (§3)', () => {
  it('V1 position', () => {
    const r = decode(H02.v1);
    expect(r.frame).toEqual({ manufacturer: 'HQ', deviceId: '4210051415', type: 'V1' });
    const { position } = message(H02.v1, 'position');
    expect(position.deviceId).toBe('4210051415');
    expect(position.fixTime.toISOString()).toBe('2015-12-22T16:45:49.000Z');
    expect(position.valid).toBe(true);
    expect(position.latitude).toBeCloseTo(9.93978, 5);
    expect(position.longitude).toBeCloseTo(-84.11178, 5);
    expect(position.speedKmh).toBe(0);
    expect(position.statusBits).toBe(0xfffffbff);
    // FFFFFBFF is the idle word: ACC off, no alarm.
    expect(position.acc).toBe(false);
    expect(position.alarm).toBeUndefined();
    expect(r.status).toMatchObject({
      raw: 0xfffffbff,
      acc: false,
      vibration: false,
      sos: false,
      activeBits: [10],
    });
    expect(h02ReplyFor(r.frame, { now: REPLY_TIME })?.toString()).toBe(
      '*HQ,4210051415,V4,V1,20200102030405#',
    );
  });

  it('HTBT heartbeat and its echo', () => {
    const r = decode(H02.heartbeat);
    expect(r.message).toEqual({
      type: 'heartbeat',
      protocol: 'h02',
      deviceId: '353505221264507',
      batteryLevel: 85,
    });
    expect(h02ReplyFor(r.frame)?.toString()).toBe('*HQ,353505221264507,HTBT#');
  });

  it('speed in knots becomes km/h', () => {
    const { position } = message(H02.v1Dashed, 'position');
    expect(position.speedKmh).toBeCloseTo(2.4 * 1.852, 6);
  });

  it('accepts the -d-m.m coordinate form and an empty validity flag', () => {
    const dashed = message(H02.v1Dashed, 'position').position;
    expect(dashed.fixTime.toISOString()).toBe('2015-03-07T03:01:49.000Z');
    expect(dashed.latitude).toBeCloseTo(-23.48349, 5);
    expect(dashed.longitude).toBeCloseTo(-46.85975, 5);
    const invalid = message(H02.v1InvalidNoValidity, 'position').position;
    expect(invalid.valid).toBe(false);
    expect(invalid.fixTime.toISOString()).toBe('2015-10-03T05:04:18.000Z');
    expect(invalid.latitude).toBeCloseTo(28.46021, 5);
    expect(invalid.longitude).toBeCloseTo(77.06414, 5);
  });

  it('V4 command confirmation with the echoed command time and appended position', () => {
    const reply = message(H02.v4Confirmation, 'command_reply');
    expect(reply).toMatchObject({
      deviceId: '2020916012',
      command: 'S20',
      text: 'S20,DONE,130305',
      commandTime: '130305',
    });
    expect(reply.position).toMatchObject({ valid: true, course: 28 });
    expect(reply.position?.latitude).toBeCloseTo(22.214575, 6);
    expect(reply.position?.fixTime.toISOString()).toBe('2002-09-22T05:03:16.000Z');
    expect(h02ReplyFor(decode(H02.v4Confirmation).frame)).toBeUndefined();
  });

  it('NBR cell report and its reply', () => {
    const r = decode(H02.nbr);
    expect(r.message).toMatchObject({
      type: 'lbs',
      deviceId: '1451316451',
      time: new Date('2015-12-01T11:23:15Z'),
      cells: [
        { mcc: 724, mnc: 10, lac: 215, cid: 2135, rssi: 123 },
        { mcc: 724, mnc: 10, lac: 215, cid: 2131, rssi: 121 },
      ],
    });
    expect(h02ReplyFor(r.frame, { now: REPLY_TIME })?.toString()).toBe(
      '*HQ,1451316451,V4,NBR,20200102030405#',
    );
  });
});

describe('H02 status word', () => {
  it('decodes active-low bits into names', () => {
    expect(decodeH02Status(0xfffffbff)).toMatchObject({
      vibration: false,
      sos: false,
      overspeed: false,
      powerCut: false,
      acc: false,
    });
    expect(decodeH02Status(0xfffffffe)).toMatchObject({ vibration: true, alarm: 'vibration', acc: true });
    expect(decodeH02Status(0xfffffffd)).toMatchObject({ sos: true, alarm: 'sos' });
    expect(decodeH02Status(0xfffbffff)).toMatchObject({ sos: true, alarm: 'sos', activeBits: [18] });
    expect(decodeH02Status(0xfffffffb)).toMatchObject({ overspeed: true, alarm: 'overspeed' });
    expect(decodeH02Status(0xfff7ffff)).toMatchObject({ powerCut: true, alarm: 'power_cut' });
    // Traccar's priority when several are active: vibration first.
    expect(decodeH02Status(0xfff7fffe).alarm).toBe('vibration');
    expect(parseH02StatusWord('ffffFBFF')).toBe(0xfffffbff);
    expect(parseH02StatusWord('FFFFFBF')).toBeUndefined();
  });

  it('carries status alarms on the position (a state, not an event)', () => {
    const r = decode(
      '*HQ,8161289587,V1,181933,A,5444.3994,N,02516.3844,E,000.05,000,090317,FFFBFFFF,246,03,00002,41565#',
    );
    expect(r.message.type).toBe('position');
    expect(r.message.type === 'position' && r.message.position.alarm).toBe('sos');
  });
});

describe('H02 decoder: behaviour', () => {
  it('uses the session id when the sentence has none, and the clock when time is empty', () => {
    const r = decodeH02Frame('*HQ,,V1,,V,4605.75732,N,01430.73863,E,0.00,0,,FFFFFFEF#', {
      deviceId: '42',
      now: NOW,
    });
    expect(r.ok && r.message.type === 'position' && r.message.position).toMatchObject({
      deviceId: '42',
      fixTime: NOW,
    });
  });

  it('returns errors, not exceptions, for malformed sentences', () => {
    expect(decodeH02Frame('HQ,1,V1#')).toMatchObject({ ok: false, error: { code: 'bad_header' } });
    expect(decodeH02Frame('*HQ,1,V1')).toMatchObject({ ok: false, error: { code: 'bad_terminator' } });
    expect(decodeH02Frame('*HQ,1#')).toMatchObject({ ok: false, error: { code: 'truncated' } });
    expect(decodeH02Frame('*HQ,353505510948929,V1,,V,,N,,E,0.00,0,,FFFFF7FF,f0,a,11a0,c0c6#')).toMatchObject({
      ok: false,
      error: { code: 'invalid_field' },
    });
    expect(
      decodeH02Frame('*HQ,1,V1,251212,A,0956.3869,N,08406.7068,W,000.00,000,311315,FFFFFBFF#'),
    ).toMatchObject({
      ok: false,
      error: { code: 'invalid_field' },
    });
  });

  it('passes unknown types through', () => {
    expect(decode('*HQ,356327080425330,XT,1,100#').message).toMatchObject({
      type: 'unknown',
      kind: 'XT',
      raw: '1,100',
    });
  });
});

describe('H02 replies and command frames', () => {
  it('formats replies', () => {
    expect(encodeH02V1Reply('123', REPLY_TIME).toString()).toBe('*HQ,123,V4,V1,20200102030405#');
    expect(encodeH02NbrReply('123', REPLY_TIME).toString()).toBe('*HQ,123,V4,NBR,20200102030405#');
    expect(encodeH02HeartbeatReply('123').toString()).toBe('*HQ,123,HTBT#');
    expect(encodeH02R12Ack('123', REPLY_TIME).toString()).toBe('*HQ,123,R12,030405#');
    expect(
      h02ReplyFor({ manufacturer: 'TH', deviceId: '9', type: 'V1' }, { now: REPLY_TIME })?.toString(),
    ).toBe('*TH,9,V4,V1,20200102030405#');
    expect(
      h02ReplyFor(
        { manufacturer: 'HQ', deviceId: '9', type: 'LINK' },
        { now: REPLY_TIME, ack: true },
      )?.toString(),
    ).toBe('*HQ,9,R12,030405#');
  });

  it('formats the encoder-test command sentences', () => {
    const time = new Date('2020-01-01T01:02:03Z');
    const frame = (code: string, params: string[]): string | undefined => {
      const r = encodeH02CommandFrame('123456789012345', code, params, { time });
      return r.ok ? r.text : undefined;
    };
    expect(frame('S20', ['1', '1'])).toBe('*HQ,123456789012345,S20,010203,1,1#');
    expect(frame('S20', ['1', '0'])).toBe('*HQ,123456789012345,S20,010203,1,0#');
    expect(frame('SCF', ['0', '0'])).toBe('*HQ,123456789012345,SCF,010203,0,0#');
    expect(frame('SCF', ['1', '1'])).toBe('*HQ,123456789012345,SCF,010203,1,1#');
    expect(frame('S71', ['22', '10'])).toBe('*HQ,123456789012345,S71,010203,22,10#');
    expect(encodeH02CommandFrame('12a', 'S20', [], { time })).toMatchObject({ ok: false });
    expect(encodeH02CommandFrame('123', 'S20', ['1#'], { time })).toMatchObject({ ok: false });
  });
});
