import {
  DEFAULT_CENTRE,
  generateRoadNetwork,
  haversine,
  Rng,
  RouteDriver,
  type RoadNetwork,
  type RoadClass,
} from '../src';

function everyPoint(network: RoadNetwork): { latitude: number; longitude: number }[] {
  return network.edges.flatMap((e) => e.points.map((p) => network.toLatLon(p)));
}

function reachable(network: RoadNetwork): number {
  const seen = new Set<number>([0]);
  const stack = [0];
  while (stack.length > 0) {
    const node = stack.pop() as number;
    for (const id of network.nodes[node].edges) {
      const other = network.otherEnd(network.edges[id], node);
      if (!seen.has(other)) {
        seen.add(other);
        stack.push(other);
      }
    }
  }
  return seen.size;
}

describe('road network generator', () => {
  it('is deterministic per seed and differs between seeds', () => {
    const a = generateRoadNetwork({ seed: 7 });
    const b = generateRoadNetwork({ seed: 7 });
    const c = generateRoadNetwork({ seed: 8 });
    expect(JSON.stringify(a.edges)).toBe(JSON.stringify(b.edges));
    expect(JSON.stringify(a.nodes)).toBe(JSON.stringify(b.nodes));
    expect(JSON.stringify(a.edges)).not.toBe(JSON.stringify(c.edges));
  });

  it.each([1, 2, 3, 42, 2024])('seed %i stays within 30 km of the centre, inland, and connected', (seed) => {
    const network = generateRoadNetwork({ seed });
    expect(network.centre).toEqual(DEFAULT_CENTRE);
    const points = everyPoint(network);
    expect(Math.max(...points.map((p) => haversine(p, DEFAULT_CENTRE)))).toBeLessThanOrEqual(30_000);
    expect(Math.min(...points.map((p) => p.longitude))).toBeGreaterThan(120.3);
    expect(reachable(network)).toBe(network.nodes.length);
    const classes = new Set(network.edges.map((e) => e.roadClass));
    expect([...classes].sort()).toEqual(['highway', 'main', 'rural', 'street']);
    expect(
      network.edges.filter((e) => !(e.length > 0) || Math.abs(e.cum[e.cum.length - 1] - e.length) > 1e-6),
    ).toEqual([]);
  });

  it('keeps roads out of the sea when the centre is moved near the west coast', () => {
    const network = generateRoadNetwork({ seed: 5, centre: { latitude: 23.98, longitude: 120.45 } });
    expect(Math.min(...everyPoint(network).map((p) => p.longitude))).toBeGreaterThanOrEqual(120.3 - 1e-9);
  });

  it('gives a smooth altitude along the roads', () => {
    const network = generateRoadNetwork({ seed: 3 });
    let steepest = 0;
    for (const edge of network.edges) {
      for (let i = 1; i < edge.points.length; i++) {
        const dz = Math.abs(network.altitudeAt(edge.points[i]) - network.altitudeAt(edge.points[i - 1]));
        steepest = Math.max(steepest, dz / (edge.cum[i] - edge.cum[i - 1]));
      }
    }
    // No cliffs: at most a 25 % grade between neighbouring points.
    expect(steepest).toBeLessThanOrEqual(0.25);
  });
});

describe('route driver', () => {
  const network = generateRoadNetwork({ seed: 11 });

  function drive(
    seed: number,
    seconds: number,
  ): { x: number; y: number; kmh: number; course: number; road: RoadClass }[] {
    const driver = new RouteDriver(network, new Rng(seed));
    const trace = [];
    for (let t = 0; t < seconds; t++) {
      driver.step(1, false);
      const p = driver.position;
      trace.push({ x: p.x, y: p.y, kmh: driver.speedKmh, course: driver.course, road: driver.roadClass });
    }
    return trace;
  }

  it('replays the same path for the same seed', () => {
    expect(drive(9, 1800)).toEqual(drive(9, 1800));
    expect(drive(9, 600)).not.toEqual(drive(10, 600));
  });

  it('stays on the map, at plausible speeds, with realistic acceleration and stops', () => {
    let stops = 0;
    let fastHighway = 0;
    let farthest = 0;
    let fastest = 0;
    let fastestInTown = 0;
    let hardestBraking = 0;
    let hardestAcceleration = 0;
    let badCourse = 0;
    for (let seed = 0; seed < 12; seed++) {
      const trace = drive(seed, 3 * 3600);
      for (let i = 0; i < trace.length; i++) {
        const s = trace[i];
        farthest = Math.max(farthest, Math.hypot(s.x, s.y));
        fastest = Math.max(fastest, s.kmh);
        if (s.road === 'street' || s.road === 'main') fastestInTown = Math.max(fastestInTown, s.kmh);
        if (s.road === 'highway' && s.kmh >= 80) fastHighway++;
        if (!(s.course >= 0 && s.course < 360)) badCourse++;
        if (i === 0) continue;
        // m/s per 1-second step.
        const dv = (s.kmh - trace[i - 1].kmh) / 3.6;
        hardestAcceleration = Math.max(hardestAcceleration, dv);
        hardestBraking = Math.max(hardestBraking, -dv);
        if (s.kmh === 0 && trace[i - 1].kmh > 0) stops++;
      }
    }
    expect(farthest).toBeLessThanOrEqual(30_000);
    expect(badCourse).toBe(0);
    expect(fastest).toBeLessThanOrEqual(110 + 1e-9);
    expect(fastestInTown).toBeLessThanOrEqual(60 + 1e-9);
    expect(hardestAcceleration).toBeLessThanOrEqual(2.5);
    expect(hardestBraking).toBeLessThanOrEqual(3.05);
    expect(stops).toBeGreaterThan(10);
    expect(fastHighway).toBeGreaterThan(0);
  });
});
