import type { Protocol } from '@gps/protocols';
import { DistinctCounter } from './distinct-counter';
import { SeenFilter } from './seen-filter';

/** A device that tried to report without being provisioned: the back office shows these. */
export interface UnknownDevice {
  serial: string;
  protocol: Protocol;
  remoteAddress?: string;
  /** When it entered the list (a serial pushed out by a flood and back counts from its return). */
  firstSeenAt: number;
  lastSeenAt: number;
  /** Refusals since it entered the list; 2 for a serial that came back after being pushed out. */
  attempts: number;
  /** The rank: attempts, each worth less as it ages (halved every hour), at the snapshot's time. */
  score: number;
}

/** The refused serials, as published: the list and the sketch that counts all distinct serials. */
export interface UnknownDevicesSnapshot {
  /** Highest score first. */
  devices: UnknownDevice[];
  /** Distinct serials refused since the start (estimated, see DistinctCounter). */
  distinct: number;
  /** `DistinctCounter.toBase64()`: the api merges these over gateway processes. */
  sketch: string;
}

/** What a refusal meant, for the caller's log. */
export interface Refusal {
  /** Not refused lately (nor listed): a serial seen for the first time. */
  firstSeen: boolean;
  /** It came back and has just entered the list. */
  cameBack: boolean;
}

/** An attempt's weight halves every hour: a tracker retrying every 30 min keeps a score above 3. */
export const UNKNOWN_SCORE_HALF_LIFE_MS = 3_600_000;

/**
 * The refused serials worth showing to the back office, kept useful under a flood of made-up ones.
 *
 * - The list holds `kept` serials, ranked by a score: each refusal adds 1, and the score halves
 *   every hour. So it ranks by attempts and recency at once, and a tracker that stopped trying
 *   (provisioned since, or switched off) sinks and is eventually replaced.
 * - A serial not in the list enters with score 1, or 2 when the seen-filter says it was refused
 *   lately (it came back after a flood pushed it out). When the list is full it replaces the entry
 *   with the lowest score, if that score is not higher than its own. A flood that sends each fake
 *   serial once therefore only ever replaces entries of score 1 or less: a tracker that came back
 *   even once stays listed while it keeps trying, whatever the size of the flood.
 * - Memory is fixed: the list, the seen-filter (512 KiB) and the distinct counter (4 KiB).
 */
export class UnknownDevices {
  private readonly listed = new Map<string, UnknownDevice>();
  private readonly seen: SeenFilter;
  private readonly distinct = new DistinctCounter();

  constructor(
    private readonly kept: number,
    now: number,
  ) {
    // A serial is "seen lately" for one to two half-lives: as long as its score would matter.
    this.seen = new SeenFilter(UNKNOWN_SCORE_HALF_LIFE_MS, now);
  }

  refused(serial: string, protocol: Protocol, at: number, remoteAddress?: string): Refusal {
    this.distinct.add(serial);
    const seenBefore = this.seen.seenBefore(serial, at);
    const entry = this.listed.get(serial);
    if (entry) {
      entry.score = decayed(entry.score, at - entry.lastSeenAt) + 1;
      entry.attempts++;
      entry.lastSeenAt = at;
      entry.protocol = protocol;
      setAddress(entry, remoteAddress);
      return { firstSeen: false, cameBack: false };
    }
    const attempts = seenBefore ? 2 : 1;
    const candidate: UnknownDevice = {
      serial,
      protocol,
      firstSeenAt: at,
      lastSeenAt: at,
      attempts,
      score: attempts,
    };
    setAddress(candidate, remoteAddress);
    const admitted = this.admit(candidate, at);
    return { firstSeen: !seenBefore, cameBack: seenBefore && admitted };
  }

  snapshot(at: number): UnknownDevicesSnapshot {
    const devices = [...this.listed.values()]
      .map((d) => ({ ...d, score: decayed(d.score, at - d.lastSeenAt) }))
      .sort((a, b) => b.score - a.score || b.lastSeenAt - a.lastSeenAt);
    return { devices, distinct: this.distinct.estimate(), sketch: this.distinct.toBase64() };
  }

  private admit(candidate: UnknownDevice, at: number): boolean {
    if (this.listed.size >= this.kept) {
      let lowest: UnknownDevice | undefined;
      let lowestScore = Infinity;
      for (const d of this.listed.values()) {
        const score = decayed(d.score, at - d.lastSeenAt);
        if (score < lowestScore || (score === lowestScore && lowest && d.lastSeenAt < lowest.lastSeenAt)) {
          lowest = d;
          lowestScore = score;
        }
      }
      if (!lowest || lowestScore > candidate.score) return false;
      this.listed.delete(lowest.serial);
    }
    this.listed.set(candidate.serial, candidate);
    return true;
  }
}

function decayed(score: number, elapsedMs: number): number {
  return score * 2 ** (-Math.max(0, elapsedMs) / UNKNOWN_SCORE_HALF_LIFE_MS);
}

function setAddress(entry: UnknownDevice, remoteAddress: string | undefined): void {
  if (remoteAddress !== undefined) entry.remoteAddress = remoteAddress;
}
