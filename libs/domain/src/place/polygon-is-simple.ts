import type { LatLng } from './coordinates';

/**
 * Whether a closed polygon (its last vertex joins its first) is simple: no two of its edges meet
 * except adjacent edges at their shared vertex. The test is planar, in degrees: fences are small
 * enough (at most 100 km) that the Earth's curvature cannot turn a crossing into none or back.
 * O(n^2) segment tests: at the maximum of 200 vertices that is under 20,000 cheap tests, once per save.
 * A repeated vertex or an edge doubling back along the one before it counts as crossing.
 */
export function polygonIsSimple(vertices: readonly LatLng[]): boolean {
  const n = vertices.length;
  if (n < 3) return false;
  const edge = (i: number): [LatLng, LatLng] => [vertices[i], vertices[(i + 1) % n]];
  for (let i = 0; i < n; i++) {
    const [a, b] = edge(i);
    if (a.latitude === b.latitude && a.longitude === b.longitude) return false;
    for (let j = i + 1; j < n; j++) {
      const [c, d] = edge(j);
      if (j === i + 1) {
        if (foldsBack(a, b, d)) return false;
      } else if (i === 0 && j === n - 1) {
        if (foldsBack(b, a, c)) return false;
      } else if (segmentsIntersect(a, b, c, d)) {
        return false;
      }
    }
  }
  return true;
}

/** Edges p-shared and shared-q meet at `shared`; whether they also run along each other. */
function foldsBack(p: LatLng, shared: LatLng, q: LatLng): boolean {
  return orientation(p, shared, q) === 0 && (inBox(shared, p, q) || inBox(shared, q, p));
}

/** The sign of the cross product (q - p) x (r - q): 1 counter-clockwise, -1 clockwise, 0 collinear. */
function orientation(p: LatLng, q: LatLng, r: LatLng): number {
  const cross =
    (q.longitude - p.longitude) * (r.latitude - q.latitude) -
    (q.latitude - p.latitude) * (r.longitude - q.longitude);
  return Math.sign(cross);
}

/** Whether r lies in the bounding box of p and q: for a collinear r, whether it is on segment pq. */
function inBox(p: LatLng, q: LatLng, r: LatLng): boolean {
  return (
    Math.min(p.longitude, q.longitude) <= r.longitude &&
    r.longitude <= Math.max(p.longitude, q.longitude) &&
    Math.min(p.latitude, q.latitude) <= r.latitude &&
    r.latitude <= Math.max(p.latitude, q.latitude)
  );
}

/** Whether the closed segments ab and cd share any point (touching counts). */
export function segmentsIntersect(a: LatLng, b: LatLng, c: LatLng, d: LatLng): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && inBox(a, b, c)) ||
    (o2 === 0 && inBox(a, b, d)) ||
    (o3 === 0 && inBox(c, d, a)) ||
    (o4 === 0 && inBox(c, d, b))
  );
}
