import fc from 'fast-check';
import {
  decodeTeltonikaTcp,
  decodeTeltonikaUdp,
  TeltonikaFramer,
  wrapTeltonikaPacket,
  type TeltonikaDecodeOptions,
} from '@gps/protocols';
import { TELTONIKA_TRACCAR, TELTONIKA_WIKI } from './corpus/teltonika/frames';
import {
  checkError,
  checkMessage,
  expectSplitFramesAlike,
  framesOfAnySplit,
  fuzzMutatedStreams,
  mutate,
  mutationsArb,
  splitArb,
} from './fuzz-support';

/**
 * Property tests for the Teltonika codec, as fuzz.test.ts does for the others: random and mutated
 * frames never throw, always terminate, keep the framer's buffer bounded, and valid packets split
 * at random TCP boundaries decode exactly like whole ones. The counter proves the volume.
 */

const SEED = 20261125;
const OPTIONS: TeltonikaDecodeOptions = { deviceId: '356307042441013', sosInput: 2 };
let fed = 0;

jest.setTimeout(120_000);

const hex = (s: string): Buffer => Buffer.from(s, 'hex');
const corpus = [...TELTONIKA_WIKI, ...TELTONIKA_TRACCAR];
const tcpSeeds = corpus.filter((f) => f.transport !== 'udp').map((f) => hex(f.hex));
const packetSeeds = tcpSeeds.filter((f) => f.length > 12 && f.readUInt32BE(0) === 0);
const udpSeeds = corpus.filter((f) => f.transport === 'udp').map((f) => hex(f.hex));

function decodeTcpChecked(frame: Buffer): void {
  fed++;
  const r = decodeTeltonikaTcp(frame, OPTIONS);
  if (!r.ok) return checkError(r.error);
  if (r.kind === 'imei') checkMessage(r.message);
  else for (const m of r.messages) checkMessage(m);
}

function decodeUdpChecked(datagram: Buffer): void {
  fed++;
  const r = decodeTeltonikaUdp(datagram, OPTIONS);
  if (!r.ok) return checkError(r.error);
  for (const m of r.messages) checkMessage(m);
}

/** The data field of a packet, mutated and wrapped again with a right length and CRC. */
function rewrap(packet: Buffer, mutations: Parameters<typeof mutate>[1]): Buffer {
  return wrapTeltonikaPacket(mutate(packet.subarray(8, packet.length - 4), mutations));
}

describe('Teltonika fuzz', () => {
  it('decodes 40,000 mutated data fields in a valid envelope without throwing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...packetSeeds), mutationsArb, (seed, mutations) => {
        decodeTcpChecked(rewrap(seed, mutations));
      }),
      { numRuns: 40_000, seed: SEED },
    );
  });

  it('decodes 20,000 raw mutated TCP frames and 20,000 mutated UDP datagrams without throwing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...tcpSeeds), mutationsArb, (seed, mutations) => {
        decodeTcpChecked(mutate(seed, mutations));
      }),
      { numRuns: 20_000, seed: SEED },
    );
    fc.assert(
      fc.property(fc.constantFrom(...udpSeeds), mutationsArb, fc.boolean(), (seed, mutations, fixLength) => {
        const datagram = mutate(seed, mutations);
        // Half keep a right length field so the mutation reaches the AVL parser.
        if (fixLength && datagram.length >= 2) datagram.writeUInt16BE((datagram.length - 2) & 0xffff, 0);
        decodeUdpChecked(datagram);
      }),
      { numRuns: 20_000, seed: SEED },
    );
  });

  it('frames 6,000 mutated streams identically however they are split', () => {
    fed += fuzzMutatedStreams({
      seedArb: fc.constantFrom(...tcpSeeds),
      maxSeeds: 6,
      sizes: { min: 64, max: 1024 },
      newFramer: (maxFrameSize) => new TeltonikaFramer({ maxFrameSize }),
      decode: decodeTcpChecked,
      runs: 6_000,
      seed: SEED,
    });
  });

  it('survives 10,000 random byte streams and datagrams', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), splitArb, (bytes, cuts) => {
        const stream = Buffer.from(bytes);
        framesOfAnySplit(() => new TeltonikaFramer({ maxFrameSize: 256 }), stream, cuts, 256).forEach(
          decodeTcpChecked,
        );
        decodeTcpChecked(stream);
        decodeUdpChecked(stream);
      }),
      { numRuns: 10_000, seed: SEED },
    );
  });

  it('decodes 5,000 streams of valid random packets split anywhere exactly like whole packets', () => {
    fc.assert(
      fc.property(fc.array(validPacketArb(), { minLength: 1, maxLength: 5 }), splitArb, (packets, cuts) => {
        fed += packets.length;
        const handshake = hex('000f333536333037303432343431303133');
        const frames = [handshake, ...packets];
        expectSplitFramesAlike(new TeltonikaFramer(), frames, cuts, (f) => decodeTeltonikaTcp(f, OPTIONS));
        for (const f of frames) expect(decodeTeltonikaTcp(f, OPTIONS).ok).toBe(true);
      }),
      { numRuns: 5_000, seed: SEED },
    );
  });

  afterAll(() => {
    // The issue asks for at least 100,000 random and mutated frames.
    expect(fed).toBeGreaterThanOrEqual(100_000);
  });
});

/** Codec 8 / 8 Extended packets with random but legal records. */
function validPacketArb(): fc.Arbitrary<Buffer> {
  const recordArb = fc.record({
    time: fc.integer({ min: 0, max: 4_102_444_800_000 }),
    priority: fc.integer({ min: 0, max: 2 }),
    lng: fc.integer({ min: -1_800_000_000, max: 1_800_000_000 }),
    lat: fc.integer({ min: -900_000_000, max: 900_000_000 }),
    altitude: fc.integer({ min: -32768, max: 32767 }),
    angle: fc.integer({ min: 0, max: 359 }),
    satellites: fc.integer({ min: 0, max: 32 }),
    speed: fc.integer({ min: 0, max: 400 }),
    io: fc.array(fc.tuple(fc.integer({ min: 1, max: 255 }), fc.integer({ min: 0, max: 255 })), {
      maxLength: 6,
    }),
  });
  return fc
    .tuple(fc.boolean(), fc.array(recordArb, { minLength: 1, maxLength: 4 }))
    .map(([extended, records]) => {
      const width = extended ? 2 : 1;
      const put = (n: number): Buffer => {
        const b = Buffer.alloc(width);
        if (extended) b.writeUInt16BE(n);
        else b[0] = n;
        return b;
      };
      const body = records.map((r) => {
        const head = Buffer.alloc(24);
        head.writeBigUInt64BE(BigInt(r.time), 0);
        head[8] = r.priority;
        head.writeInt32BE(r.lng, 9);
        head.writeInt32BE(r.lat, 13);
        head.writeInt16BE(r.altitude, 17);
        head.writeUInt16BE(r.angle, 19);
        head[21] = r.satellites;
        head.writeUInt16BE(r.speed, 22);
        const unique = [...new Map(r.io).entries()];
        const io = [put(unique[0]?.[0] ?? 0), put(unique.length), put(unique.length)];
        for (const [id, value] of unique) io.push(put(id), Buffer.of(value));
        io.push(put(0), put(0), put(0));
        if (extended) io.push(put(0));
        return Buffer.concat([head, ...io]);
      });
      const codec = extended ? 0x8e : 0x08;
      return wrapTeltonikaPacket(
        Buffer.concat([Buffer.of(codec, records.length), ...body, Buffer.of(records.length)]),
      );
    });
}
