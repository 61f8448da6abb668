/** A point of a tail: latitude, longitude. */
export type TailPoint = readonly [number, number];

/**
 * How many positions a moving vehicle's tail keeps: at one report every 10 to 30 s, the last few
 * minutes of its way, enough to see where it came from without turning the map into a history.
 */
export const TAIL_POINTS = 20;

/**
 * The short live tail behind each moving vehicle: the positions it reported while this page was
 * open, at most `TAIL_POINTS`, oldest dropped first. A vehicle that stops (or is forgotten) loses
 * its tail: the tail shows the current movement, not the day (that is the history page's work).
 */
export class LiveTails {
  private readonly tails = new Map<string, TailPoint[]>();

  constructor(private readonly max = TAIL_POINTS) {}

  /** Records where a vehicle is now; returns its tail (empty while it does not move). */
  record(deviceId: string, point: TailPoint, moving: boolean): readonly TailPoint[] {
    if (!moving) {
      this.tails.delete(deviceId);
      return [];
    }
    const tail = this.tails.get(deviceId) ?? [];
    const last = tail[tail.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) tail.push(point);
    if (tail.length > this.max) tail.splice(0, tail.length - this.max);
    this.tails.set(deviceId, tail);
    return tail;
  }

  of(deviceId: string): readonly TailPoint[] {
    return this.tails.get(deviceId) ?? [];
  }

  forget(deviceId: string): void {
    this.tails.delete(deviceId);
  }

  get size(): number {
    return this.tails.size;
  }
}
