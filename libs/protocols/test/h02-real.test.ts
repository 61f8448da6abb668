import {
  decodeH02Frame,
  H02Framer,
  h02ReplyFor,
  type DeviceMessage,
  type H02DecodeResult,
} from '@gps/protocols';

/**
 * H02 as real devices send it: binary `$` reports, unpadded coordinates, V3/VP1/SMS, strict times,
 * and a framer that takes text and binary frames interleaved. Frames are real captures (the corpus,
 * test/corpus/h02) unless marked constructed.
 */

const NOW = new Date('2030-01-01T00:00:00Z');

// Traccar H02ProtocolDecoderTest / H02FrameDecoderTest (see the corpus for each source).
const SHORT_BINARY = '2441060116601245431311165035313006004318210e000000fffffbffff0024';
const SHORT_TEXT = '*HQ,4106011660,V1,124552,A,5035.3129,N,00431.8211,E,000.20,000,131116,FFFFFBFF#';
const LONG_BINARY =
  '24410600082621532131081504419390060740418306000000fffffbfdff0015060000002c02dc0c000000001f';
const IMEI_BINARY = '2435248308419329301047591808172627335900074412294E024138FEFFFFFFFF01120064BA73005ECC';
const NBR =
  '*HQ,4109179024,NBR,103732,722,310,0,6,8106,32010,23,8101,22007,25,8106,12010,23,8106,22105,22,8101,22012,16,8106,42010,5,100217,FFFFFBFF,5#';

function ok(input: string | Buffer): Extract<H02DecodeResult, { ok: true }> {
  const r = decodeH02Frame(input, { now: NOW });
  if (!r.ok) throw new Error(`decode failed: ${r.error.code} ${r.error.message}`);
  return r;
}

function position(input: string | Buffer) {
  const { message } = ok(input);
  if (message.type !== 'position') throw new Error(`expected a position, got ${message.type}`);
  return message.position;
}

function frames(out: { frames: Buffer[] }): string[] {
  return out.frames.map((f) => (f[0] === 0x24 ? f.toString('hex') : f.toString('latin1')));
}

describe('H02 binary reports', () => {
  it("decodes a 45-byte report with Traccar's stated values", () => {
    const r = ok(Buffer.from(LONG_BINARY, 'hex'));
    expect(r.frame).toEqual({ manufacturer: '', deviceId: '4106000826', type: 'BINARY', binary: true });
    const p = position(Buffer.from(LONG_BINARY, 'hex'));
    expect(p.fixTime.toISOString()).toBe('2015-08-31T21:53:21.000Z');
    expect(p.valid).toBe(true);
    expect(p.latitude).toBeCloseTo(4.69898, 5);
    expect(p.longitude).toBeCloseTo(-74.06971, 4);
    expect(p.statusBits).toBe(0xfffffbfd);
    // Bit 1 clear: SOS, read from the status word as in text sentences.
    expect(p.alarm).toBe('sos');
    expect(p.attributes).toMatchObject({
      battery: 6,
      binary: true,
      extra: 'ff0015060000002c02dc0c000000001f',
    });
  });

  it("agrees with the same device's text sentence", () => {
    const bin = position(Buffer.from(SHORT_BINARY, 'hex'));
    const text = position(SHORT_TEXT);
    expect(bin.deviceId).toBe(text.deviceId);
    expect(bin.latitude).toBeCloseTo(50.58855, 5);
    expect(bin.longitude).toBeCloseTo(4.53035, 5);
    expect(Math.abs(bin.latitude - text.latitude)).toBeLessThan(1e-4);
    expect(bin.acc).toBe(false);
  });

  it('reads a 15-digit IMEI id, speed in knots and a three-digit course', () => {
    const p = position(Buffer.from(IMEI_BINARY, 'hex'));
    expect(p.deviceId).toBe('352483084193293');
    expect(p.speedKmh).toBeCloseTo(24 * 1.852, 6);
    expect(p.course).toBe(138);
  });

  it('refuses a truncated or non-BCD report without throwing', () => {
    const truncated = Buffer.from(SHORT_BINARY, 'hex').subarray(0, 20);
    expect(decodeH02Frame(truncated).ok).toBe(false);
    // constructed: the hour byte 0x2A is not BCD, so no id length fits.
    const bad = Buffer.from(SHORT_BINARY.replace('124543', '2a4543'), 'hex');
    expect(decodeH02Frame(bad)).toMatchObject({ ok: false, error: { code: 'invalid_field' } });
  });

  it('asks for no reply unless acknowledgements are on (R12)', () => {
    const r = ok(Buffer.from(SHORT_BINARY, 'hex'));
    expect(h02ReplyFor(r.frame, { now: NOW })).toBeUndefined();
    expect(h02ReplyFor(r.frame, { now: NOW, ack: true })?.toString()).toBe('*HQ,4106011660,R12,000000#');
  });
});

describe('H02 text as devices send it', () => {
  it('reads a longitude without zero padding, under one degree', () => {
    const p = position(
      '*HQ,9001000002,V8,213945,A,3542.2043,N,38.6508,W,0.00,170,221025,FBFFF9FF,0,0,0,0,22,31,126,0#',
    );
    expect(p.latitude).toBeCloseTo(35.7034, 4);
    expect(p.longitude).toBeCloseTo(-0.64418, 5);
  });

  it('refuses a time with 69 seconds', () => {
    const r = decodeH02Frame(
      '*HQ,1400046168,NBR,160169,460,0,1,4,9338,3692,150,9338,3691,145,9338,3690,140,9338,3692,139,180813,FFFFFBFF#',
    );
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid_field' } });
  });

  it('keeps V3 cells for later geolocation', () => {
    const { message } = ok(
      '*HQ,355488020882405,V3,095426,74001,04,010278,045142,128,-92,010278,026311,125,,010278,026582,125,,010278,028322,119,,02DD,0,X,090517,FFFFFBFF#',
    );
    expect(message).toMatchObject({ type: 'lbs', time: new Date('2017-05-09T09:54:26Z') });
    const cells = (message as Extract<DeviceMessage, { type: 'lbs' }>).cells;
    expect(cells.map((c) => [c.mcc, c.mnc, c.lac, c.cid])).toEqual([
      [740, 1, 10278, 45142],
      [740, 1, 10278, 26311],
      [740, 1, 10278, 26582],
      [740, 1, 10278, 28322],
    ]);
  });

  it('refuses a V3 whose cell count does not match its fields (constructed)', () => {
    const r = decodeH02Frame(
      '*HQ,355488020882405,V3,095426,74001,02,010278,045142,128,-92,02DE,0,X,090517,FFFFFBFF#',
    );
    expect(r.ok).toBe(false);
  });

  it('reads VP1 cells and a VP1 fix (date only: today means now)', () => {
    const { message } = ok('*hq,356327081001239,VP1,V,470,002,92,3565,0Y92,19433,30Y92,1340,29#');
    expect(message).toMatchObject({
      type: 'lbs',
      time: NOW,
      cells: [
        { mcc: 470, mnc: 2, lac: 92, cid: 3565, rssi: 0 },
        { mcc: 470, mnc: 2, lac: 92, cid: 19433, rssi: 30 },
        { mcc: 470, mnc: 2, lac: 92, cid: 1340, rssi: 29 },
      ],
    });
    const fix = position('*hq,356327080425330,VP1,A,2702.7245,S,15251.9311,E,0.48,0.0000,080917#');
    expect(fix.fixTime.toISOString()).toBe('2017-09-08T00:00:00.000Z');
    // constructed: the same fix sent on the day of NOW takes NOW's time.
    const today = position('*hq,356327080425330,VP1,A,2702.7245,S,15251.9311,E,0.48,0.0000,010130#');
    expect(today.fixTime).toEqual(NOW);
  });

  it('keeps BASE and BS raw', () => {
    expect(ok('*HQ,8401016597,BASE,152609,0,0,0,0,211014,FFFFFFFF#').message).toMatchObject({
      type: 'unknown',
      kind: 'BASE',
      raw: '152609,0,0,0,0,211014,FFFFFFFF',
    });
    expect(
      ok('*HQ,356803210091319,BS,,2d4,a,1b63,1969,26,1b63,10b2,31,0,0,25,,ffffffff,60#').message,
    ).toMatchObject({ type: 'unknown', kind: 'BS' });
  });

  it('turns an SMS answer into a command reply', () => {
    const { message } = ok('*HQ,5226073533,SMS,VER:1.0\nUT:30,30,300#');
    expect(message).toMatchObject({ type: 'command_reply', command: 'SMS', text: 'VER:1.0\nUT:30,30,300' });
  });
});

describe('H02 framer with binary frames', () => {
  const stream = (parts: string[]): Buffer =>
    Buffer.concat(parts.map((p) => (p.startsWith('*') ? Buffer.from(p, 'latin1') : Buffer.from(p, 'hex'))));

  it('splits text and binary frames interleaved on one connection', () => {
    const parts = [SHORT_BINARY, SHORT_TEXT, SHORT_BINARY, NBR, SHORT_BINARY, SHORT_TEXT];
    const out = new H02Framer().push(stream(parts));
    expect(frames(out)).toEqual(parts);
    expect(out.errors).toEqual([]);
  });

  it('tells 45-byte frames from 32-byte ones by where the next frame starts, and remembers it', () => {
    const framer = new H02Framer();
    const first = framer.push(stream([LONG_BINARY]));
    // Alone, the first frame could be 32 bytes plus garbage or 45 bytes: it waits.
    expect(first.frames).toEqual([]);
    const second = framer.push(stream([LONG_BINARY]));
    // The second frame's "$" decides the first; the length learned cuts the second at once too.
    expect(frames(second)).toEqual([LONG_BINARY, LONG_BINARY]);
    expect(frames(framer.push(stream([LONG_BINARY])))).toEqual([LONG_BINARY]);
    expect(framer.bufferedBytes).toBe(0);
  });

  it('is not fooled by a "$" or a line break inside a 45-byte frame (constructed)', () => {
    for (const byte of ['24', '0d', '2a']) {
      // Byte 32 (a trailing byte of the long frame) set to "$", CR or "*".
      const tricky = LONG_BINARY.slice(0, 64) + byte + LONG_BINARY.slice(66);
      const out = new H02Framer().push(stream([tricky, LONG_BINARY, SHORT_TEXT]));
      expect(frames(out)).toEqual([tricky, LONG_BINARY, SHORT_TEXT]);
    }
  });

  it('cuts at once when the model gives the length', () => {
    const framer = new H02Framer({ binaryFrameLength: 32 });
    expect(frames(framer.push(stream([SHORT_BINARY])))).toEqual([SHORT_BINARY]);
  });

  it('cuts a 42-byte IMEI frame at once', () => {
    expect(frames(new H02Framer().push(stream([IMEI_BINARY])))).toEqual([IMEI_BINARY.toLowerCase()]);
  });

  it('frames the same however the stream is split', () => {
    const parts = [LONG_BINARY, SHORT_TEXT, LONG_BINARY, LONG_BINARY, SHORT_TEXT, IMEI_BINARY, SHORT_TEXT];
    const whole = stream(parts);
    const expected = frames(new H02Framer().push(whole));
    expect(expected).toEqual(parts.map((p) => (p.startsWith('*') ? p : p.toLowerCase())));
    const framer = new H02Framer();
    const got: string[] = [];
    for (const byte of whole) got.push(...frames(framer.push(Buffer.from([byte]))));
    expect(got).toEqual(expected);
  });

  it('skips a "$" that starts no frame as garbage', () => {
    const out = new H02Framer().push(Buffer.from(`$\x00\x01${'x'.repeat(20)}${SHORT_TEXT}`, 'latin1'));
    expect(frames(out)).toEqual([SHORT_TEXT]);
    expect(out.errors.every((e) => e.code === 'garbage')).toBe(true);
  });
});
