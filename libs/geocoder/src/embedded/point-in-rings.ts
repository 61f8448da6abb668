/**
 * Even-odd point-in-polygon over flat rings ([x0, y0, x1, y1, ...], x = longitude, y = latitude).
 * Counting crossings over every ring of an area at once handles holes (a hole's ring adds one more
 * crossing) and multi-part areas (their parts do not overlap) without telling rings apart.
 * A point exactly on an edge may fall either side; neighbouring villages share that edge, so
 * either answer is a correct neighbour.
 */
export function insideRings(rings: readonly Float64Array[], x: number, y: number): boolean {
  let inside = false;
  for (const ring of rings) {
    const n = ring.length;
    for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
      const xi = ring[i]!;
      const yi = ring[i + 1]!;
      const xj = ring[j]!;
      const yj = ring[j + 1]!;
      // The edge straddles the horizontal through y, and the crossing lies right of x.
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}
