/**
 * The point shown at a time: the last fix at or before it (binary search over the fix times, which
 * the server answers in order). Before the first fix, the first; an empty track has none (-1).
 */
export function indexAtTime(times: readonly number[], time: number): number {
  if (times.length === 0) return -1;
  let low = 0;
  let high = times.length - 1;
  if (time <= times[0]) return 0;
  while (low < high) {
    // The upper middle, so `low = middle` always moves.
    const middle = (low + high + 1) >> 1;
    if (times[middle] <= time) low = middle;
    else high = middle - 1;
  }
  return low;
}
