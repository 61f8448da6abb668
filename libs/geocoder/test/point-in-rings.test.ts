import { insideRings } from '../src/embedded/point-in-rings';

const ring = (...points: [number, number][]): Float64Array => Float64Array.from(points.flat());

describe('insideRings (even-odd)', () => {
  const square = ring([0, 0], [10, 0], [10, 10], [0, 10]);
  const hole = ring([4, 4], [6, 4], [6, 6], [4, 6]);

  it('tells inside from outside a square', () => {
    expect(insideRings([square], 5, 5)).toBe(true);
    expect(insideRings([square], 11, 5)).toBe(false);
    expect(insideRings([square], 5, -1)).toBe(false);
  });

  it('leaves a hole out', () => {
    expect(insideRings([square, hole], 5, 5)).toBe(false);
    expect(insideRings([square, hole], 2, 5)).toBe(true);
  });

  it('follows a concave outline (a U opening upwards)', () => {
    const u = ring([0, 0], [9, 0], [9, 9], [6, 9], [6, 3], [3, 3], [3, 9], [0, 9]);
    expect(insideRings([u], 4.5, 6)).toBe(false);
    expect(insideRings([u], 1.5, 6)).toBe(true);
    expect(insideRings([u], 4.5, 1.5)).toBe(true);
  });

  it('counts the parts of a multi-part area separately', () => {
    const island = ring([20, 20], [22, 20], [22, 22], [20, 22]);
    expect(insideRings([square, island], 21, 21)).toBe(true);
    expect(insideRings([square, island], 15, 15)).toBe(false);
  });

  it('accepts a ring closed on its first point, as GeoJSON writes them', () => {
    const closed = ring([0, 0], [10, 0], [10, 10], [0, 10], [0, 0]);
    expect(insideRings([closed], 5, 5)).toBe(true);
    expect(insideRings([closed], 5, 12)).toBe(false);
  });
});
