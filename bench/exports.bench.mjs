// Track exports (docs/decisions/exports.md): time and memory of each format for one day and for the
// longest period (7 days) at one fix every 10 s (8,640 and 60,480 points), through the built
// encoders (apps/api/dist/exports) fed by a generator, read by a client that takes a turn of the
// event loop per chunk. Memory is the heap still held after a full GC, sampled every 10 chunks,
// above the baseline before the export: what a download keeps, whatever the file's size.
//
// Usage: npm run bench:exports   (node --expose-gc; builds the api first)
import { setImmediate as nextTurn } from 'node:timers/promises';
import { LocateType } from '@gps/codes';
import { trackFile } from '../apps/api/dist/exports/export-file.js';
import { fmt, kb, loadAverage, machine, out } from './support/output.mjs';

const FORMATS = ['csv', 'xlsx', 'gpx', 'kml'];
const POINTS_PER_DAY = 8640;
const DAYS = [1, 7];
const STEP_MICROS = 10_000_000;
const START_MICROS = Date.UTC(2026, 10, 23, 16) * 1000;
const SAMPLE_EVERY_CHUNKS = 10;

if (typeof global.gc !== 'function') throw new Error('run with node --expose-gc');

async function* track(n) {
  for (let i = 0; i < n; i += 1)
    yield {
      fixTime: START_MICROS + i * STEP_MICROS,
      latitude: 25.033 + i * 1e-6,
      longitude: 121.5654 + i * 1e-6,
      speed: i % 90,
      course: (i * 7) % 360,
      altitude: 12.5,
      satellites: 9,
      locateType: LocateType.gps,
      acc: true,
      address: null,
    };
}

async function* noStops() {}

function retained(baseline) {
  global.gc();
  return process.memoryUsage().heapUsed - baseline;
}

async function run(format, days) {
  const points = POINTS_PER_DAY * days;
  const file = trackFile(
    {
      format,
      language: 'zh-TW',
      timeZone: 'Asia/Taipei',
      serial: '866100000000001',
      carName: '藍色貨車',
      from: START_MICROS,
      to: START_MICROS + points * STEP_MICROS,
    },
    { track: () => track(points), stops: noStops },
  );
  global.gc();
  const baseline = process.memoryUsage().heapUsed;
  let bytes = 0;
  let chunks = 0;
  let peak = 0;
  const started = performance.now();
  for await (const chunk of file.body) {
    bytes += chunk.length;
    chunks += 1;
    await nextTurn();
    if (chunks % SAMPLE_EVERY_CHUNKS === 0) peak = Math.max(peak, retained(baseline));
  }
  const ms = performance.now() - started;
  return { format, days, points, bytes, chunks, ms, peak };
}

out(`exports bench: ${machine()}, load ${loadAverage()}`);
out('format  days   points       file   chunks       time   heap held (peak, after GC)');
for (const format of FORMATS) {
  for (const days of DAYS) {
    const r = await run(format, days);
    out(
      `${r.format.padEnd(6)} ${String(r.days).padStart(5)} ${fmt(r.points).padStart(8)} ${kb(r.bytes, 0).padStart(10)} ` +
        `${fmt(r.chunks).padStart(8)} ${`${fmt(r.ms)} ms`.padStart(10)}   ${kb(r.peak, 0)}`,
    );
  }
}
