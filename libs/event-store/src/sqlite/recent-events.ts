import type { RecordedEvent } from '../event-store.port';

/**
 * The newest events read by subscriptions, shared by all of them. A process runs one subscription
 * per projection plus its live tap, all polling the same head: without this, every one of them
 * reads and parses every new event. With it, the first to ask reads from the file and the others
 * get the same (frozen) events.
 *
 * The window holds exactly the events with positions in (from, to]: it only ever grows by reads of
 * `position > to`, which return every committed event after `to` in order, so a read that starts
 * inside it can be answered from it without assuming anything about gaps between positions. A read
 * that starts behind it (a catch-up) goes to the file and is not kept, so it does not push the head
 * out of the window.
 */
export class RecentEvents {
  private events: RecordedEvent[] = [];
  private from = -1n;
  private to = -1n;

  constructor(
    private readonly capacity: number,
    private readonly load: (after: bigint, limit: number) => RecordedEvent[],
  ) {}

  read(after: bigint, limit: number): RecordedEvent[] {
    if (after < this.from) return this.load(after, limit);
    if (after > this.to) {
      const rows = this.load(after, limit);
      this.events = rows;
      this.from = after;
      this.to = rows.length > 0 ? rows[rows.length - 1].position : after;
      this.trim();
      return rows.slice();
    }
    const start = this.firstAfter(after);
    const hit = this.events.slice(start, start + limit);
    if (hit.length === limit) return hit;
    const more = this.load(this.to, limit - hit.length);
    if (more.length > 0) {
      this.events.push(...more);
      this.to = more[more.length - 1].position;
      this.trim();
    }
    return hit.length === 0 ? more.slice() : hit.concat(more);
  }

  /** Index of the first kept event whose position is greater than `after`. */
  private firstAfter(after: bigint): number {
    let lo = 0;
    let hi = this.events.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.events[mid].position <= after) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private trim(): void {
    const excess = this.events.length - this.capacity;
    if (excess <= 0) return;
    this.from = this.events[excess - 1].position;
    this.events = this.events.slice(excess);
  }
}
