// The embedded geocoder: load time and memory of the village atlas, reverse look-ups a second on
// random points over Taiwan, and cached hits a second. Built first by the npm script:
//   npm run bench:geocoder [-- N]        (N random points, 200,000 by default)
// Run with --expose-gc (the npm script does) so heap figures are after a collection.
import { createRequire } from 'node:module';
import { fmt, loadAverage, machine, mb, out } from './support/output.mjs';

const require = createRequire(import.meta.url);
const { VillageAtlas, EmbeddedGeocoder, CachedGeocoder } = require('../libs/geocoder/dist/index.js');

const points = Number(process.argv[2] ?? 200_000);
/** Taiwan's main island and Penghu with the sea around them (Kinmen and Matsu lie further west). */
const AREA = { west: 119.3, east: 122.1, south: 21.8, north: 25.4 };
/** Distinct spots in the cached run: far fewer than look-ups, as parked and slow vehicles repeat. */
const CACHED_SPOTS = 1_000;
/** The yardstick: every position's address filled as it arrives. */
const POSITIONS_PER_SECOND = 20_000;

function memory() {
  globalThis.gc?.();
  return process.memoryUsage();
}

/** A deterministic generator (mulberry32), so runs look up the same points. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seconds(start) {
  return Number(process.hrtime.bigint() - start) / 1e9;
}

out(`machine: ${machine()}, load average ${loadAverage()}`);
if (!globalThis.gc) out('(run with --expose-gc for heap figures after a collection)');

const before = memory();
let start = process.hrtime.bigint();
const atlas = VillageAtlas.load();
const loadSeconds = seconds(start);
const after = memory();
out(`atlas: ${fmt(atlas.size)} villages loaded and indexed in ${fmt(loadSeconds * 1000)} ms`);
out(
  `memory after load: RSS ${mb(after.rss)} (+${mb(after.rss - before.rss)}), ` +
    `heap used ${mb(after.heapUsed)} (+${mb(after.heapUsed - before.heapUsed)}), ` +
    `array buffers ${mb(after.arrayBuffers)}`,
);

const geocoder = new EmbeddedGeocoder(atlas);
const next = random(12);
const lat = new Float64Array(points);
const lng = new Float64Array(points);
for (let i = 0; i < points; i++) {
  lat[i] = AREA.south + next() * (AREA.north - AREA.south);
  lng[i] = AREA.west + next() * (AREA.east - AREA.west);
}
for (let i = 0; i < Math.min(points, 10_000); i++) geocoder.reverseNow(lat[i], lng[i]); // warm-up

start = process.hrtime.bigint();
let onLand = 0;
for (let i = 0; i < points; i++) if (geocoder.reverseNow(lat[i], lng[i])) onLand++;
const mixedRate = points / seconds(start);
out(
  `reverse, random points over Taiwan and its seas: ${fmt(mixedRate)} look-ups/s ` +
    `(${fmt((onLand / points) * 100, 1)} % on land)`,
);

// Vehicles are on land: the same rate on the points that found a village (each tests polygons).
const landLat = [];
const landLng = [];
for (let i = 0; i < points; i++)
  if (geocoder.reverseNow(lat[i], lng[i])) {
    landLat.push(lat[i]);
    landLng.push(lng[i]);
  }
start = process.hrtime.bigint();
for (let i = 0; i < landLat.length; i++) geocoder.reverseNow(landLat[i], landLng[i]);
const landRate = landLat.length / seconds(start);
out(
  `reverse, points on land: ${fmt(landRate)} look-ups/s, ` +
    `${fmt(landRate / POSITIONS_PER_SECOND, 1)} × ${fmt(POSITIONS_PER_SECOND)} positions/s on one core`,
);

const cached = new CachedGeocoder(geocoder);
const spots = Math.min(CACHED_SPOTS, landLat.length);
for (let i = 0; i < spots; i++) await cached.reverse(landLat[i], landLng[i]);
start = process.hrtime.bigint();
for (let i = 0; i < points; i++) await cached.reverse(landLat[i % spots], landLng[i % spots]);
out(`cached hits (${fmt(spots)} spots): ${fmt(points / seconds(start))} look-ups/s (awaited one by one)`);
const end = memory();
out(`memory at the end: RSS ${mb(end.rss)}, heap used ${mb(end.heapUsed)}`);
