import fc from 'fast-check';
import {
  decodeGt06Frame,
  decodeH02Frame,
  decodeOsmAnd,
  encodeGt06Frame,
  Gt06Framer,
  gt06ReplyFor,
  H02Framer,
  h02ReplyFor,
  parseGt06Frame,
  type OsmAndRequest,
} from '@gps/protocols';
import {
  checkError,
  checkMessage,
  expectSplitFramesAlike,
  framesOfAnySplit,
  fuzzMutatedStreams,
  mutate,
  mutationArb,
  mutationsArb,
  runFramer,
  split,
  splitArb,
  type Mutation,
} from './fuzz-support';
import h02Corpus from './corpus/h02/traccar-captures.json';
import { GT06, H02, OSMAND, hex } from './vectors';

/**
 * Property tests: random and mutated input never throws, always terminates, keeps framer buffers
 * bounded, and valid frames split at random TCP boundaries decode exactly like whole frames.
 * The counter proves the volume the issue asks for (at least 100,000 frames in total).
 */

const NOW = new Date('2030-01-01T00:00:00Z');
const SEED = 20260821;
let fed = 0;

jest.setTimeout(60_000);

const gt06Seeds = Object.values(GT06).map(hex);
const h02Seeds = Object.values(H02).map((s) => Buffer.from(s, 'latin1'));

const gt06SeedArb = fc.constantFrom(...gt06Seeds);
const h02SeedArb = fc.constantFrom(...h02Seeds);
/** Text sentences and the corpus's real binary `$` reports, which devices interleave. */
const h02BinarySeeds = h02Corpus.frames.flatMap((f) => (f.hex?.startsWith('24') ? [hex(f.hex)] : []));
const h02AnySeedArb = fc.constantFrom(...h02Seeds, ...h02BinarySeeds);

function decodeGt06Checked(frame: Buffer): void {
  fed++;
  const r = decodeGt06Frame(frame, { now: NOW, deviceId: '1' });
  if (r.ok) {
    checkMessage(r.message);
    gt06ReplyFor(r.frame, { now: NOW });
  } else {
    checkError(r.error);
  }
}

function decodeH02Checked(frame: Buffer): void {
  fed++;
  const r = decodeH02Frame(frame, { now: NOW });
  if (r.ok) {
    checkMessage(r.message);
    h02ReplyFor(r.frame, { now: NOW, ack: true });
  } else {
    checkError(r.error);
  }
}

/** Re-frame mutated content with a correct length and CRC so the mutation reaches the field decoders. */
function reframe(frame: Buffer, mutations: readonly Mutation[], protocolFlip: number): Buffer | undefined {
  const parsed = parseGt06Frame(frame);
  if (!parsed.ok) return undefined;
  const { contentStart, contentEnd, protocolNumber, serial, long } = parsed.frame;
  const content = mutate(frame.subarray(contentStart, contentEnd), mutations);
  return encodeGt06Frame(protocolNumber ^ protocolFlip, content, serial, { long });
}

describe('GT06 fuzz', () => {
  it('decodes 30,000 content-mutated frames (valid envelope) without throwing', () => {
    fc.assert(
      fc.property(gt06SeedArb, mutationsArb, fc.constantFrom(0, 0, 0, 1, 0x30), (seed, mutations, flip) => {
        const frame = reframe(seed, mutations, flip) ?? mutate(seed, mutations);
        decodeGt06Checked(frame);
      }),
      { numRuns: 30_000, seed: SEED },
    );
  });

  it('frames 6,000 mutated streams identically however they are split', () => {
    fed += fuzzMutatedStreams({
      seedArb: fc.oneof(gt06SeedArb, gpsFrameArb()),
      maxSeeds: 6,
      sizes: { min: 16, max: 512 },
      newFramer: (maxFrameSize) => new Gt06Framer({ maxFrameSize }),
      decode: decodeGt06Checked,
      runs: 6_000,
      seed: SEED,
    });
  });

  it('survives 5,000 random byte streams', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), splitArb, (bytes, cuts) => {
        fed++;
        const stream = Buffer.from(bytes);
        framesOfAnySplit(() => new Gt06Framer({ maxFrameSize: 256 }), stream, cuts, 256).forEach(
          decodeGt06Checked,
        );
        decodeGt06Checked(stream);
      }),
      { numRuns: 5_000, seed: SEED },
    );
  });

  it('decodes valid frames split at random boundaries exactly like whole frames (5,000 streams)', () => {
    const validFrameArb = fc.oneof(
      fc.constantFrom(...gt06Seeds.filter((f) => decodeGt06Frame(f).ok)),
      gpsFrameArb(),
      statusFrameArb(),
    );
    fc.assert(
      fc.property(fc.array(validFrameArb, { minLength: 1, maxLength: 5 }), splitArb, (frames, cuts) => {
        fed += frames.length;
        expectSplitFramesAlike(new Gt06Framer(), frames, cuts, (f) =>
          decodeGt06Frame(f, { now: NOW, deviceId: 'x' }),
        );
        for (const f of frames) expect(decodeGt06Frame(f).ok).toBe(true);
      }),
      { numRuns: 5_000, seed: SEED },
    );
  });
});

/** Well-formed 0x12/0x22 GPS frames with random but legal field values. */
function gpsFrameArb(): fc.Arbitrary<Buffer> {
  return fc
    .record({
      type: fc.constantFrom(0x12, 0x22),
      date: fc.date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T23:59:59Z'),
        noInvalidDate: true,
      }),
      satellites: fc.integer({ min: 0, max: 15 }),
      lat: fc.integer({ min: 0, max: 90 * 1_800_000 }),
      lon: fc.integer({ min: 0, max: 180 * 1_800_000 }),
      speed: fc.integer({ min: 0, max: 255 }),
      flags: fc.integer({ min: 0, max: 0xffff }),
      serial: fc.integer({ min: 0, max: 0xffff }),
    })
    .map((f) => {
      const c = Buffer.alloc(f.type === 0x22 ? 29 : 26);
      const d = f.date;
      c.set([
        d.getUTCFullYear() - 2000,
        d.getUTCMonth() + 1,
        d.getUTCDate(),
        d.getUTCHours(),
        d.getUTCMinutes(),
        d.getUTCSeconds(),
      ]);
      c[6] = 0xc0 | f.satellites;
      c.writeUInt32BE(f.lat, 7);
      c.writeUInt32BE(f.lon, 11);
      c[15] = f.speed;
      c.writeUInt16BE(f.flags, 16);
      c.set([0x01, 0xcc, 0x00, 0x28, 0x7d, 0x00, 0x1f, 0x71], 18);
      return encodeGt06Frame(f.type, c, f.serial);
    });
}

/** Well-formed heartbeat / alarm-status frames with random status bytes. */
function statusFrameArb(): fc.Arbitrary<Buffer> {
  return fc
    .tuple(
      fc.constantFrom(0x13, 0x23),
      fc.uint8Array({ minLength: 5, maxLength: 6 }),
      fc.integer({ min: 0, max: 0xffff }),
    )
    .map(([type, content, serial]) => encodeGt06Frame(type, content, serial));
}

describe('H02 fuzz', () => {
  it('decodes 20,000 mutated sentences without throwing', () => {
    const charMutation = fc.record({
      at: fc.nat(),
      char: fc.constantFrom(',', '*', '#', '.', '-', 'A', 'V', 'N', 'S', 'E', 'W', '0', '9', 'F', ' ', ''),
    });
    fc.assert(
      fc.property(
        h02AnySeedArb,
        mutationsArb,
        fc.array(charMutation, { maxLength: 3 }),
        (seed, mutations, chars) => {
          let text = mutate(seed, mutations).toString('latin1');
          for (const { at, char } of chars) {
            const i = text.length === 0 ? 0 : at % text.length;
            text = text.slice(0, i) + char + text.slice(i + 1);
          }
          decodeH02Checked(Buffer.from(text, 'latin1'));
        },
      ),
      { numRuns: 20_000, seed: SEED },
    );
  });

  it('frames 6,000 mutated streams identically however they are split', () => {
    const sepArb = fc.constantFrom('', '\r\n', '\n', 'junk', '$\x00\x01');
    const streamArb = fc.array(fc.tuple(h02AnySeedArb, mutationsArb, sepArb), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(streamArb, splitArb, fc.integer({ min: 8, max: 256 }), (parts, cuts, maxFrameSize) => {
        const stream = Buffer.concat(
          parts.flatMap(([seed, mutations, sep]) => [mutate(seed, mutations), Buffer.from(sep, 'latin1')]),
        );
        fed += parts.length;
        const whole = runFramer(new H02Framer({ maxFrameSize }), [stream]);
        expect(runFramer(new H02Framer({ maxFrameSize }), split(stream, cuts))).toEqual(whole);
        const framed = whole.frames.reduce((n, f) => n + f.length / 2, 0);
        const dropped = Object.values(whole.dropped).reduce((n, d) => n + d, 0);
        const newlines = stream.filter((b) => b === 0x0d || b === 0x0a).length;
        const unaccounted = stream.length - framed - dropped - whole.buffered;
        expect(unaccounted).toBeGreaterThanOrEqual(0);
        expect(unaccounted).toBeLessThanOrEqual(newlines);
        expect(whole.buffered).toBeLessThanOrEqual(maxFrameSize);
        for (const f of whole.frames) decodeH02Checked(hex(f));
      }),
      { numRuns: 6_000, seed: SEED },
    );
  });

  it('survives 5,000 random texts and decodes valid sentences identically when split', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.array(h02SeedArb, { maxLength: 4 }),
        splitArb,
        (text, seeds, cuts) => {
          fed += 1 + seeds.length;
          decodeH02Checked(Buffer.from(text, 'latin1'));
          const stream = Buffer.concat([Buffer.from(text, 'latin1'), ...seeds]);
          const whole = runFramer(new H02Framer(), [stream]);
          expect(runFramer(new H02Framer(), split(stream, cuts))).toEqual(whole);
          // The seeds are valid sentences at the end of the stream: they come out intact.
          const tail = whole.frames
            .slice(whole.frames.length - seeds.length)
            .map((f) => hex(f).toString('latin1'));
          const expected = seeds.map((s) => s.toString('latin1'));
          if (!/\*[^#]*$/.test(text)) expect(tail).toEqual(expected);
        },
      ),
      { numRuns: 5_000, seed: SEED },
    );
  });
});

describe('OsmAnd fuzz', () => {
  const keyArb = fc.constantFrom(
    'id',
    'deviceid',
    'lat',
    'lon',
    'location',
    'timestamp',
    'speed',
    'bearing',
    'heading',
    'altitude',
    'accuracy',
    'hdop',
    'batt',
    'charge',
    'valid',
    'cell',
    'wifi',
    'alarm',
    'ignition',
    'driverUniqueId',
    '__proto__',
    'constructor',
    'x',
  );
  const valueArb = fc.oneof(
    fc.constantFrom(
      '1',
      '-1',
      '0.0',
      '60.5',
      '1e400',
      'NaN',
      'true',
      'false',
      '2016-01-27T18:55:47Z',
      '1504763810',
      '',
    ),
    fc.constantFrom(
      '1442068686579',
      '2014-06-04 09:10:11',
      '257,02,16,2224',
      'sos',
      '91',
      '-181',
      '60.0,30.0',
    ),
    fc.string({ maxLength: 30 }),
  );
  const queryArb = fc.array(fc.tuple(keyArb, valueArb), { maxLength: 12 });
  const client9Arb = fc
    .tuple(fc.array(mutationArb, { maxLength: 3 }), fc.boolean())
    .map(([mutations, mutateIt]) =>
      mutateIt ? mutate(Buffer.from(OSMAND.client9Json), mutations).toString('utf8') : OSMAND.client9Json,
    );
  const jsonArb = fc.oneof(
    client9Arb,
    fc.json({ maxDepth: 3 }),
    fc.array(fc.dictionary(keyArb, valueArb, { maxKeys: 8 }), { maxLength: 5 }).map((a) => JSON.stringify(a)),
    fc.record({ device_id: valueArb, location: fc.anything({ maxDepth: 3 }) }).map((o) => JSON.stringify(o)),
  );

  it('answers 15,000 random requests with a status and never throws', () => {
    const requestArb: fc.Arbitrary<OsmAndRequest> = fc.oneof(
      fc.record({
        method: fc.constantFrom('GET', 'POST', 'post', 'PUT'),
        query: queryArb.map((pairs) => new URLSearchParams(pairs)),
        body: fc.constant(''),
      }),
      fc.record({
        method: fc.constant('POST'),
        contentType: fc.constant('application/x-www-form-urlencoded'),
        body: queryArb.map((pairs) => new URLSearchParams(pairs).toString()),
      }),
      fc.record({
        method: fc.constant('POST'),
        contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8'),
        body: jsonArb,
      }),
      fc.record({
        method: fc.constant('POST'),
        query: fc.dictionary(keyArb, fc.oneof(valueArb, fc.array(valueArb, { maxLength: 3 })), {
          maxKeys: 8,
        }),
        body: fc.uint8Array({ maxLength: 200 }),
      }),
    );
    fc.assert(
      fc.property(requestArb, (request) => {
        fed++;
        const r = decodeOsmAnd(request, { now: NOW });
        expect([200, 400, 405, 413]).toContain(r.status);
        if (r.ok) {
          expect(r.messages.length).toBeGreaterThan(0);
          for (const m of r.messages) checkMessage(m);
        } else {
          checkError(r.error);
        }
      }),
      { numRuns: 15_000, seed: SEED },
    );
  });
});

describe('fuzz volume', () => {
  it('fed at least 100,000 frames and requests in total', () => {
    expect(fed).toBeGreaterThanOrEqual(100_000);
  });
});
