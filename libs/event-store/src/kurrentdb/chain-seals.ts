import {
  NO_STREAM,
  StreamNotFoundError,
  WrongExpectedVersionError,
  jsonEvent,
  type KurrentDBClient,
} from '@kurrent/kurrentdb-client';
import { chainHash, GENESIS_HASH } from '../chain/chain-hash';
import type { RecordedEvent } from '../event-store.port';

/**
 * The stream that holds KurrentDB's chain (docs/decisions/audit-chain.md, "KurrentDB"): the server
 * hands out positions and several writers append, so no writer knows the event before its own at
 * append time. Links are made afterwards by a sealing step, in position order, and kept here: each
 * ChainSealed event links a run of consecutive log events and is the checkpoint the next run
 * continues from. The adapter leaves this stream out of the log it shows (readAll, subscriptions).
 */
export const CHAIN_SEAL_STREAM = 'audit-chain-seals';
export const CHAIN_SEAL_TYPE = 'ChainSealed';
/** Log events linked by one seal event (about 90 bytes a link). */
const LINKS_PER_SEAL = 500;
/** Seal events whose links are kept in memory for reads, the newest used. */
const SEALS_CACHED = 32;

/** A seal event's data: the hash before its run, then [position, hash] of each event of the run. */
type SealData = {
  previousHash: string;
  links: [string, string][];
};

/** What the log is read through: its events after a position, seal events excluded. */
export type ReadLog = (after: bigint | undefined, limit: number) => Promise<RecordedEvent[]>;

interface SealSummary {
  revision: number;
  from: bigint;
  through: bigint;
  lastHash: string;
}

export class ChainSeals {
  /** The seal stream's events as known so far, in order (their runs are too). */
  private summaries: SealSummary[] = [];
  private readonly cache = new Map<number, Map<bigint, [string, string]>>();
  private sealing: Promise<void> | undefined;

  constructor(
    private readonly client: KurrentDBClient,
    private readonly readLog: ReadLog,
  ) {}

  /** Sets hash and previousHash on every event, sealing the log up to the newest of them first. */
  async link(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    if (events.length === 0) return events;
    const newest = events.reduce((max, e) => (e.position > max ? e.position : max), 0n);
    await this.sealThrough(newest);
    for (const event of events) {
      const links = await this.linksAround(event.position);
      const link = links?.get(event.position);
      if (link) [event.previousHash, event.hash] = link;
    }
    return events;
  }

  /** One sealing pass at a time in this process; other processes are kept out by the revision. */
  private async sealThrough(position: bigint): Promise<void> {
    while (this.lastSealed() < position) {
      this.sealing ??= this.sealNextRun().finally(() => (this.sealing = undefined));
      await this.sealing;
    }
  }

  private lastSealed(): bigint {
    return this.summaries.at(-1)?.through ?? -1n;
  }

  /** Links the next run after the last seal and appends it, expecting the seal stream unchanged. */
  private async sealNextRun(): Promise<void> {
    await this.refresh();
    const last = this.summaries.at(-1);
    const run = await this.readLog(last?.through, LINKS_PER_SEAL);
    if (run.length === 0) return;
    let previousHash = last?.lastHash ?? GENESIS_HASH;
    const data: SealData = { previousHash, links: [] };
    for (const event of run) {
      const hash = chainHash(previousHash, event);
      data.links.push([event.position.toString(), hash]);
      previousHash = hash;
    }
    try {
      await this.client.appendToStream(CHAIN_SEAL_STREAM, jsonEvent({ type: CHAIN_SEAL_TYPE, data }), {
        streamState: last === undefined ? NO_STREAM : BigInt(last.revision),
      });
    } catch (error) {
      // Another writer sealed this run first: its seal is the one; read it on the next pass.
      if (!(error instanceof WrongExpectedVersionError)) throw error;
    }
    await this.refresh();
  }

  /** Reads the seal events appended since the last known one. */
  private async refresh(): Promise<void> {
    const fromRevision = BigInt(this.summaries.length);
    try {
      for await (const resolved of this.client.readStream(CHAIN_SEAL_STREAM, { fromRevision })) {
        const event = resolved.event;
        if (!event) continue;
        const revision = Number(event.revision);
        const links = this.remember(revision, event.data as unknown as SealData);
        const positions = [...links.keys()];
        this.summaries.push({
          revision,
          from: positions[0],
          through: positions[positions.length - 1],
          lastHash: (links.get(positions[positions.length - 1]) as [string, string])[1],
        });
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
  }

  /** The links of the seal whose run holds `position`, from memory or its event. */
  private async linksAround(position: bigint): Promise<Map<bigint, [string, string]> | undefined> {
    const summary = this.sealHolding(position);
    if (!summary) return undefined;
    const cached = this.cache.get(summary.revision);
    if (cached) return cached;
    for await (const resolved of this.client.readStream(CHAIN_SEAL_STREAM, {
      fromRevision: BigInt(summary.revision),
      maxCount: 1,
    })) {
      if (resolved.event) return this.remember(summary.revision, resolved.event.data as unknown as SealData);
    }
    return undefined;
  }

  private sealHolding(position: bigint): SealSummary | undefined {
    let lo = 0;
    let hi = this.summaries.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const summary = this.summaries[mid];
      if (position < summary.from) hi = mid - 1;
      else if (position > summary.through) lo = mid + 1;
      else return summary;
    }
    return undefined;
  }

  /** A seal's links by position, each as [previous hash, hash]; kept among the newest used. */
  private remember(revision: number, data: SealData): Map<bigint, [string, string]> {
    const links = new Map<bigint, [string, string]>();
    let previous = data.previousHash;
    for (const [position, hash] of data.links) {
      links.set(BigInt(position), [previous, hash]);
      previous = hash;
    }
    this.cache.set(revision, links);
    if (this.cache.size > SEALS_CACHED) this.cache.delete(this.cache.keys().next().value as number);
    return links;
  }
}
