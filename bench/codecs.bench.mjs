// Codec micro-benchmarks: frames per second on one core (this one thread) for each protocol's three
// steps in the gateway, on real captured frames (the libs/protocols test corpora):
//   framing  a stream of the corpus frames, back to back, pushed into a fresh framer in TCP-sized
//            segments (--segment bytes, so frames also straddle segments): the frames the framer
//            cuts as they are (not those a decision refuses), and one stream per frame length for
//            H02 binary, as one device sends them;
//   decoding each frame the framer cut, into DeviceMessages, with the options the gateway passes;
//   reply    the acknowledgement each decoded frame calls for (a frame without one still counts).
// Then the simulator's encoders (GT06, H02, OsmAnd), and decoding what they make: the ingest
// benchmark's traffic. OsmAnd is HTTP: no framing (the HTTP server's) and no reply (a status code).
// Teltonika's decoders build their acknowledgement themselves, so their decoding includes it.
//
// Each figure: --warmup-ms of passes first, then --runs runs of --run-ms each; the median run, and
// the slowest and fastest beside it. A pass handles every frame of the set once.
//
// Usage: npm run bench:codecs [-- --runs 7 --run-ms 400 --warmup-ms 500 --segment 1460]
// Figures and method: bench/README.md.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DRIVING_STATUS, drivingFix } from './support/driving.mjs';
import { readOptions } from './support/options.mjs';
import { fmt, loadAverage, machine, out, progress } from './support/output.mjs';

const require = createRequire(import.meta.url);
const protocols = require('../libs/protocols/dist/index.js');
const gt06Sim = require('../apps/simulator/dist/transports/gt06-frames.js');
const h02Sim = require('../apps/simulator/dist/transports/h02-sentences.js');
const osmandSim = require('../apps/simulator/dist/transports/osmand-request.js');

const opts = readOptions({ runs: 7, 'run-ms': 400, 'warmup-ms': 500, segment: 1460 });

const CORPUS = new URL('../libs/protocols/test/corpus/', import.meta.url);
const corpus = (path) => JSON.parse(readFileSync(new URL(path, CORPUS), 'utf8'));
const fromHex = (hex) => Buffer.from(hex, 'hex');
const IMEI = '356307042441013';
const JT808_SERIAL = 1;
/** The fixed clock of every decode and reply, as the gateway passes its own. */
const NOW = new Date('2026-11-25T06:00:00Z');

// -- the frames ---------------------------------------------------------------------------------

const gt06Corpus = corpus('gt06/traccar.json').frames.map((f) => fromHex(f.hex));
const h02Frames = corpus('h02/traccar-captures.json').frames;
const h02Text = h02Frames.filter((f) => f.text).map((f) => Buffer.from(f.text, 'latin1'));
const h02Binary = h02Frames.filter((f) => f.hex).map((f) => fromHex(f.hex));
const jt808Corpus = ['jt808/traccar-huabao.json', 'jt808/xtream-codec-2019-examples.json'].flatMap((file) =>
  corpus(file).frames.map((f) => fromHex(f.hex)),
);
const teltonika = ['teltonika/wiki.json', 'teltonika/traccar.json'].flatMap((file) => corpus(file).frames);
const teltonikaTcp = teltonika.filter((f) => f.transport !== 'udp').map((f) => fromHex(f.hex));
/** The codec id follows the preamble and the data length. */
const CODEC_ID_AT = 8;
const teltonikaCodec = (id) => teltonikaTcp.filter((f) => f.length > CODEC_ID_AT && f[CODEC_ID_AT] === id);
const teltonikaUdp = teltonika.filter((f) => f.transport === 'udp').map((f) => fromHex(f.hex));

/** How many frames of each protocol the simulator makes: a vehicle driving for as many seconds. */
const SIM_FRAMES = 200;
const SIM_START = NOW.getTime() - SIM_FRAMES * 1000;
const fixes = Array.from({ length: SIM_FRAMES }, (_, i) => drivingFix(SIM_START, i, 25.03, 121.56));
const GT06_OPTIONS = { flavour: 'utc', timezoneMinutes: 0 };
const encodeGt06 = (fix, i) => gt06Sim.gt06Position(fix, DRIVING_STATUS, i + 1, GT06_OPTIONS);
const encodeH02 = (fix) => h02Sim.h02Position(IMEI.slice(0, 10), fix, DRIVING_STATUS);
const OSMAND_FORMATS = ['query-get', 'form', 'json'];
const encodeOsmAnd = (fix, i) =>
  osmandSim.osmandRequest(IMEI, { type: 'position', fix, status: DRIVING_STATUS }, OSMAND_FORMATS[i % 3]);
/** The request as the gateway's HTTP server hands it to the decoder (osmand-server.ts). */
const osmandRequests = fixes.map(encodeOsmAnd).map((spec) => ({
  method: spec.method,
  query: new URL(spec.path, 'http://gateway.invalid').searchParams,
  contentType: spec.headers['content-type'],
  body: spec.body === undefined ? undefined : Buffer.from(spec.body),
}));

// -- the three steps of each protocol -------------------------------------------------------------

/** The segments a stream of `frames` arrives in. */
function segments(frames) {
  const stream = Buffer.concat(frames);
  const parts = [];
  for (let at = 0; at < stream.length; at += opts.segment) parts.push(stream.subarray(at, at + opts.segment));
  return parts;
}

/**
 * Whether a fresh framer cuts `frame` sent twice back to back into two frames exactly as it is: not
 * so frames that a decision refuses, and an H02 binary frame's length is learnt from the next one.
 */
function framesAsIs(Framer, frame) {
  const cut = new Framer().push(Buffer.concat([frame, frame])).frames;
  return cut.length === 2 && cut.every((f) => f.equals(frame));
}

/**
 * The streams connections carry: the frames a framer cuts as they are, back to back; one stream, or
 * one per frame length for H02 binary (a device sends frames of one length, which its framer learns).
 */
function streamsOf(Framer, frames, { byLength = false } = {}) {
  const whole = frames.filter((frame) => framesAsIs(Framer, frame));
  if (!byLength) return [whole];
  const lengths = [...new Set(whole.map((frame) => frame.length))];
  return lengths.map((length) => whole.filter((frame) => frame.length === length));
}

/** The frames fresh framers cut from the streams: what the decoder then gets. */
function framed(Framer, streams) {
  return streams.flatMap((frames) => {
    const framer = new Framer();
    return segments(frames).flatMap((part) => framer.push(part).frames);
  });
}

/**
 * A step over one set of frames: `run(item, index)` is truthy when it produced what it should (a
 * message, a reply, an encoded frame); a pass runs it on every item and counts those.
 */
function step(name, items, run) {
  return {
    name,
    frames: items.length,
    pass: () => {
      let done = 0;
      for (let i = 0; i < items.length; i++) if (run(items[i], i)) done++;
      return done;
    },
  };
}

/** Framing: a pass is a fresh framer per stream taking the whole of it; it counts the frames cut. */
function framingStep(Framer, streams) {
  const parts = streams.map(segments);
  const pass = () => {
    let cut = 0;
    for (const stream of parts) {
      const framer = new Framer();
      for (const part of stream) cut += framer.push(part).frames.length;
    }
    return cut;
  };
  return { name: 'framing', frames: streams.flat().length, pass };
}

/** A protocol over TCP on corpus frames: framing them, decoding what was cut, replying to those decoded. */
function tcpCodec({ label, Framer, frames, decode, reply, byLength }) {
  const streams = streamsOf(Framer, frames, { byLength });
  const cut = framed(Framer, streams);
  const decoded = cut.map(decode);
  return {
    label,
    source: 'corpus',
    steps: [
      framingStep(Framer, streams),
      step('decoding', cut, (frame) => decode(frame).ok),
      step(
        'reply',
        decoded.filter((r) => r.ok),
        (result) => reply(result) !== undefined,
      ),
    ],
  };
}

/** A protocol the simulator speaks: encoding a drive's frames, decoding them, replying to them. */
function simulated(label, encode, decode, reply) {
  const frames = fixes.map(encode);
  return {
    label,
    source: 'simulator',
    steps: [
      step('encoding', fixes, encode),
      step('decoding', frames, (frame) => decode(frame).ok),
      step('reply', frames.map(decode), reply),
    ],
  };
}

const gt06Decode = (frame) => protocols.decodeGt06Frame(frame, { deviceId: IMEI, now: NOW });
const gt06Reply = (r) => protocols.gt06ReplyFor(r.frame, { now: NOW });
const h02Decode = (frame) => protocols.decodeH02Frame(frame, { deviceId: IMEI, now: NOW });
const h02Reply = (r) => protocols.h02ReplyFor(r.frame, { now: NOW });
const jt808Decode = (frame) => protocols.decodeJt808Frame(frame, { now: NOW });
const jt808Reply = (r) => protocols.jt808ReplyFor(r.frame, { serial: JT808_SERIAL });
const teltonikaDecode = (frame) => protocols.decodeTeltonikaTcp(frame, { deviceId: IMEI });
const teltonikaReply = (r) => protocols.encodeTeltonikaAck(r.recordCount);
const teltonikaUdpHeaders = teltonikaUdp.map((d) => protocols.decodeTeltonikaUdp(d).header);

const codecs = [
  tcpCodec({
    label: 'GT06',
    Framer: protocols.Gt06Framer,
    frames: gt06Corpus,
    decode: gt06Decode,
    reply: gt06Reply,
  }),
  tcpCodec({
    label: 'H02 text',
    Framer: protocols.H02Framer,
    frames: h02Text,
    decode: h02Decode,
    reply: h02Reply,
  }),
  tcpCodec({
    label: 'H02 binary',
    Framer: protocols.H02Framer,
    frames: h02Binary,
    decode: h02Decode,
    reply: h02Reply,
    byLength: true,
  }),
  tcpCodec({
    label: 'JT808',
    Framer: protocols.Jt808Framer,
    frames: jt808Corpus,
    decode: jt808Decode,
    reply: jt808Reply,
  }),
  ...[
    ['Teltonika Codec 8', protocols.TeltonikaCodec.CODEC_8],
    ['Teltonika Codec 8E', protocols.TeltonikaCodec.CODEC_8_EXTENDED],
  ].map(([label, id]) =>
    tcpCodec({
      label,
      Framer: protocols.TeltonikaFramer,
      frames: teltonikaCodec(id),
      decode: teltonikaDecode,
      reply: teltonikaReply,
    }),
  ),
  {
    label: 'Teltonika UDP',
    source: 'corpus',
    steps: [
      step('decoding', teltonikaUdp, (datagram) => protocols.decodeTeltonikaUdp(datagram).ok),
      step('reply', teltonikaUdpHeaders, (h) =>
        protocols.encodeTeltonikaUdpAck(h.packetId, h.avlPacketId, 1),
      ),
    ],
  },
  simulated('GT06 0x22', encodeGt06, gt06Decode, gt06Reply),
  simulated('H02 V1', encodeH02, h02Decode, h02Reply),
  {
    label: 'OsmAnd',
    source: 'simulator',
    steps: [
      step('encoding', fixes, encodeOsmAnd),
      step('decoding', osmandRequests, (request) => protocols.decodeOsmAnd(request, { now: NOW }).ok),
    ],
  },
];

// -- measuring -----------------------------------------------------------------------------------

/** Frames per second of one step: warm-up, then the runs; median, slowest and fastest. */
function measure(s) {
  const passesWithin = (ms) => {
    const end = performance.now() + ms;
    let passes = 0;
    while (performance.now() < end) {
      s.pass();
      passes++;
    }
    return passes;
  };
  passesWithin(opts['warmup-ms']);
  const rates = [];
  for (let r = 0; r < opts.runs; r++) {
    const started = performance.now();
    const passes = passesWithin(opts['run-ms']);
    rates.push((passes * s.frames) / ((performance.now() - started) / 1000));
  }
  rates.sort((a, b) => a - b);
  return { median: rates[Math.floor(rates.length / 2)], low: rates[0], high: rates.at(-1) };
}

out(`Codec micro-benchmarks, one thread: ${machine()}; load average ${loadAverage()}`);
out(
  `${opts.runs} runs of ${opts['run-ms']} ms after ${opts['warmup-ms']} ms of warm-up; ` +
    `framing in ${opts.segment}-byte segments; frames/s: median (slowest-fastest)`,
);
out('');
out('| protocol | frames from | step | frames: done of handled | frames/s | range |');
out('|---|---|---|---:|---:|---|');
for (const codec of codecs) {
  for (const s of codec.steps) {
    progress(`${codec.label} ${s.name}...`);
    const figure = measure(s);
    out(
      `| ${codec.label} | ${codec.source} | ${s.name} | ${s.pass()} of ${s.frames} | ` +
        `${fmt(figure.median)} | ${fmt(figure.low)}-${fmt(figure.high)} |`,
    );
  }
}
