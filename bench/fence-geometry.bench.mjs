// Fence geometry: how many fixes a second one core checks against a device's fences (one check =
// one fix against every fence of its device: the jitter rule, with the reach boxes in front of the
// edges), from the built libs/domain:
//   20 circles, the fix outside all of them;
//   20 polygons of 50 vertices, the fix outside all boxes (the common case: a vehicle away from its
//   fences), and the same with 200 polygons (does a linear pass over the boxes still pay?);
//   20 polygons, the fix inside one (its 50 edges measured on every fix);
//   a fleet: 1,000 devices with 20 polygons of 50 vertices each, every device driving a route past
//   and through its fences, the sides kept and the crossings counted, as the ingest will.
// Then what the fleet's prepared fence sets hold in memory.
//
// Each figure: --warmup-ms of passes first, then --runs runs of --run-ms each; the median run, and
// the slowest and fastest beside it.
//
// Usage: npm run bench:fence-geometry [-- --runs 7 --run-ms 400 --warmup-ms 500 --devices 1000]
// Figures and method: bench/README.md; decisions: docs/decisions/fence-geometry.md.
import { createRequire } from 'node:module';
import { readOptions } from './support/options.mjs';
import { fmt, loadAverage, machine, mb, out, progress } from './support/output.mjs';

const require = createRequire(import.meta.url);
const { prepareFenceSet, checkFences } = require('../libs/domain/dist/place/geometry/index.js');
const { EARTH_RADIUS_METERS } = require('../libs/domain/dist/telemetry/geo.js');

const opts = readOptions({ runs: 7, 'run-ms': 400, 'warmup-ms': 500, devices: 1000 });

const FENCES_PER_DEVICE = 20;
const POLYGON_VERTICES = 50;
const MANY_FENCES = 200;
/** Fixes each fleet device drives, 100 m apart: 30 km past and through its fences. */
const ROUTE_FIXES = 300;
const ROUTE_STEP_METERS = 100;

const METERS_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_METERS;

/** A fixed pseudo-random sequence in [0, 1): the same fences and routes on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function offset(origin, east, north) {
  return {
    latitude: origin.latitude + north / METERS_PER_DEGREE,
    longitude: origin.longitude + east / (METERS_PER_DEGREE * Math.cos((origin.latitude * Math.PI) / 180)),
  };
}

/** A point in Taiwan's latitudes and longitudes (22-25.5° N, 120-122° E). */
function somewhereInTaiwan(next) {
  return { latitude: 22 + 3.5 * next(), longitude: 120 + 2 * next() };
}

/** A concave star of `vertices` points, 300 to 1,500 m across, around `center`. */
function star(center, next, vertices = POLYGON_VERTICES) {
  const radius = 150 + 600 * next();
  return Array.from({ length: vertices }, (_, i) => {
    const angle = (2 * Math.PI * i) / vertices;
    const r = radius * (i % 2 === 0 ? 1 : 0.6 + 0.3 * next());
    return offset(center, r * Math.cos(angle), r * Math.sin(angle));
  });
}

/** `count` fences within `spreadMeters` east and north of `origin`. */
function fencesAround(origin, spreadMeters, count, next, kind) {
  return Array.from({ length: count }, (_, i) => {
    const center = offset(origin, spreadMeters * next(), spreadMeters * next());
    const shape =
      kind === 'circle'
        ? { kind, center, radiusMeters: 100 + 1_900 * next() }
        : { kind: 'polygon', vertices: star(center, next) };
    return { id: `fence-${i}`, shape };
  });
}

const outsideAll = (set, fix) =>
  set.fences.every((f) => checkFences({ fences: [f] }, { [f.id]: 'outside' }, fix).length === 0);

// -- one device ---------------------------------------------------------------------------------

/** A device's set and a fix outside every fence's reach box: the pass checks it `FIXES` times. */
const FIXES = 1_000;
function oneDevice(label, fences, fix, sides) {
  const set = prepareFenceSet(fences);
  return {
    label,
    checks: FIXES,
    pass() {
      let changes = 0;
      for (let i = 0; i < FIXES; i++) changes += checkFences(set, sides, fix).length;
      if (changes !== 0) throw new Error(`${label}: the fix changed a side`);
    },
  };
}

const next = random(12);
const home = { latitude: 24.15, longitude: 120.68 };
const away = offset(home, -5_000, -5_000);
const circles = fencesAround(home, 20_000, FENCES_PER_DEVICE, next, 'circle');
const polygons = fencesAround(home, 20_000, FENCES_PER_DEVICE, next, 'polygon');
const manyPolygons = fencesAround(home, 60_000, MANY_FENCES, next, 'polygon');
const allOutside = (fences) => Object.fromEntries(fences.map((f) => [f.id, 'outside']));
const insideFirst = (fences) => ({ ...allOutside(fences), [fences[0].id]: 'inside' });
const firstCenter = polygons[0].shape.vertices.reduce(
  (c, v, _, all) => ({
    latitude: c.latitude + v.latitude / all.length,
    longitude: c.longitude + v.longitude / all.length,
  }),
  { latitude: 0, longitude: 0 },
);
for (const fences of [circles, polygons, manyPolygons]) {
  if (!outsideAll(prepareFenceSet(fences), away)) throw new Error('the fix away is in a reach box');
}

// -- the fleet ----------------------------------------------------------------------------------

/** Every device: its fences, a route through them (fixes), and its sides as they go. */
function fleet(devices) {
  const nextFleet = random(2026);
  return Array.from({ length: devices }, () => {
    const origin = somewhereInTaiwan(nextFleet);
    const fences = fencesAround(origin, 20_000, FENCES_PER_DEVICE, nextFleet, 'polygon');
    // From the south-west corner of its fences' area towards a random one of them and beyond.
    const target = fences[Math.floor(nextFleet() * fences.length)].shape.vertices[0];
    const start = offset(origin, -2_000, -2_000);
    const dNorth = (target.latitude - start.latitude) * METERS_PER_DEGREE;
    const dEast =
      (target.longitude - start.longitude) * METERS_PER_DEGREE * Math.cos((start.latitude * Math.PI) / 180);
    const length = Math.hypot(dEast, dNorth);
    const route = Array.from({ length: ROUTE_FIXES }, (_, i) =>
      offset(start, (dEast / length) * ROUTE_STEP_METERS * i, (dNorth / length) * ROUTE_STEP_METERS * i),
    );
    return { fences, route, sides: {} };
  });
}

function fleetStep(devices) {
  let position = 0;
  let crossings = 0;
  return {
    label: `${fmt(devices.length)} devices × ${FENCES_PER_DEVICE} polygons of ${POLYGON_VERTICES} vertices, driving`,
    checks: devices.length,
    /** One fix of every device, each the next on its route (round and round). */
    pass() {
      const at = position++ % ROUTE_FIXES;
      for (const device of devices) {
        if (at === 0) device.sides = {};
        for (const change of checkFences(device.set, device.sides, device.route[at])) {
          device.sides[change.fenceId] = change.side;
          if (change.crossing !== null) crossings++;
        }
      }
    },
    crossings: () => crossings,
  };
}

// -- measuring ----------------------------------------------------------------------------------

/** Checks per second of one step: warm-up, then the runs; median, slowest and fastest. */
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
    rates.push((passes * s.checks) / ((performance.now() - started) / 1000));
  }
  rates.sort((a, b) => a - b);
  return { median: rates[Math.floor(rates.length / 2)], low: rates[0], high: rates.at(-1) };
}

function heapUsed() {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
}

out(`machine: ${machine()}; load average ${loadAverage()}`);
out(
  `${opts.runs} runs of ${opts['run-ms']} ms after ${opts['warmup-ms']} ms of warm-up; ` +
    `checks/s (one fix against all its device's fences): median (slowest-fastest), and time per check`,
);
out('');
out('| case | checks/s | range | per check |');
out('|---|---|---|---|');
const row = (label, figure) =>
  out(
    `| ${label} | ${fmt(figure.median)} | ${fmt(figure.low)}-${fmt(figure.high)} | ` +
      `${fmt(1e9 / figure.median)} ns |`,
  );

const steps = [
  oneDevice(`${FENCES_PER_DEVICE} circles, fix outside all`, circles, away, allOutside(circles)),
  oneDevice(
    `${FENCES_PER_DEVICE} polygons of ${POLYGON_VERTICES} vertices, fix outside all boxes`,
    polygons,
    away,
    allOutside(polygons),
  ),
  oneDevice(
    `${MANY_FENCES} polygons of ${POLYGON_VERTICES} vertices, fix outside all boxes`,
    manyPolygons,
    away,
    allOutside(manyPolygons),
  ),
  oneDevice(
    `${FENCES_PER_DEVICE} polygons of ${POLYGON_VERTICES} vertices, fix inside one`,
    polygons,
    firstCenter,
    insideFirst(polygons),
  ),
];
for (const s of steps) {
  progress(s.label);
  row(s.label, measure(s));
}

progress(`making ${fmt(opts.devices)} devices' fences and routes`);
const devices = fleet(opts.devices);
const before = heapUsed();
const preparedAt = performance.now();
for (const device of devices) device.set = prepareFenceSet(device.fences);
const preparedMs = performance.now() - preparedAt;
const held = heapUsed() - before;
const drive = fleetStep(devices);
progress(drive.label);
row(drive.label, measure(drive));
out('');
out(
  `fleet: ${fmt(drive.crossings())} enters and exits decided over the runs; preparing ${fmt(opts.devices)} ` +
    `devices' fences took ${fmt(preparedMs)} ms; the prepared sets hold ${mb(held)} ` +
    `(${fmt(held / opts.devices / 1024, 1)} KB a device)` +
    (globalThis.gc ? '' : ' (run with --expose-gc for a steady figure)'),
);
