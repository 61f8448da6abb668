import { polygonIsSimple, type LatLng } from '../src';

const p = (latitude: number, longitude: number): LatLng => ({ latitude, longitude });

describe('polygonIsSimple', () => {
  it('accepts a triangle, a square and a concave polygon', () => {
    expect(polygonIsSimple([p(0, 0), p(0, 1), p(1, 0)])).toBe(true);
    expect(polygonIsSimple([p(0, 0), p(0, 1), p(1, 1), p(1, 0)])).toBe(true);
    // An arrowhead: one vertex folds inwards without any edge crossing another.
    expect(polygonIsSimple([p(0, 0), p(2, 1), p(0, 2), p(1, 1)])).toBe(true);
  });

  it('refuses a bow tie, whose two edges cross', () => {
    expect(polygonIsSimple([p(0, 0), p(1, 1), p(1, 0), p(0, 1)])).toBe(false);
  });

  it('refuses fewer than three points, a repeated point and an edge that doubles back', () => {
    expect(polygonIsSimple([p(0, 0), p(1, 1)])).toBe(false);
    expect(polygonIsSimple([p(0, 0), p(0, 0), p(1, 1), p(1, 0)])).toBe(false);
    // The third vertex lies back on the first edge: the edges overlap beyond their shared vertex.
    expect(polygonIsSimple([p(0, 0), p(0, 2), p(0, 1)])).toBe(false);
    // A vertex touching a non-adjacent edge.
    expect(polygonIsSimple([p(0, 0), p(0, 2), p(1, 1), p(0, 1), p(-1, 1)])).toBe(false);
  });

  it('accepts a polygon of 200 vertices on a circle and refuses it once two vertices swap', () => {
    const n = 200;
    const ring = Array.from({ length: n }, (_, i) =>
      p(25 + 0.01 * Math.sin((2 * Math.PI * i) / n), 121 + 0.01 * Math.cos((2 * Math.PI * i) / n)),
    );
    expect(polygonIsSimple(ring)).toBe(true);
    const swapped = [...ring];
    [swapped[10], swapped[100]] = [swapped[100], swapped[10]];
    expect(polygonIsSimple(swapped)).toBe(false);
  });
});
