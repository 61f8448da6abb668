import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  streams,
  type DomainEvent,
  type OfflineEndedData,
  type OverspeedEndedData,
  type OverspeedStartedData,
  type TelemetryEvent,
} from '@gps/domain';
import { SqliteEventStore, type EventStore } from '@gps/event-store';
import { SqliteReadStore, type ReadStore } from '@gps/read-store';
import {
  Collections,
  ProjectionRunner,
  statisticsDayId,
  statisticsProjection,
  type Projection,
  type StatisticScope,
  type StatisticsDayDoc,
} from '@gps/projections';

/**
 * A real SQLite event store and read store in a temp dir with the statistics projection running:
 * events go in through the log as the platform appends them, and come out as day rows.
 */
export class StatisticsHarness {
  private runner: ProjectionRunner;

  private constructor(
    readonly dir: string,
    readonly events: EventStore,
    readonly read: ReadStore,
    readonly projection: Projection,
  ) {
    this.runner = new ProjectionRunner(events, read, [projection]);
  }

  static async start(
    timeZone = 'Asia/Taipei',
    projection: Projection = statisticsProjection({ timeZone }),
  ): Promise<StatisticsHarness> {
    const dir = mkdtempSync(join(tmpdir(), 'statistics-'));
    const file = join(dir, 'p.sqlite');
    const h = new StatisticsHarness(
      dir,
      new SqliteEventStore({ file, synchronous: 'NORMAL' }),
      new SqliteReadStore({ file }),
      projection,
    );
    await h.runner.start();
    return h;
  }

  /** Stops the runner: what is appended next waits for `restart`, which applies it in one batch. */
  pause(): Promise<void> {
    return this.runner.stop();
  }

  /** Stops the runner and starts a new one with `projection` on the same stores (a restart). */
  async restart(projection: Projection = this.projection): Promise<void> {
    await this.runner.stop();
    this.runner = new ProjectionRunner(this.events, this.read, [projection]);
    await this.runner.start();
  }

  /** Drops the projection's rows and replays the whole log into them (`npm run rebuild`). */
  rebuild(): Promise<void> {
    return this.runner.rebuild(this.projection.name);
  }

  async stop(): Promise<void> {
    await this.runner.stop();
    await this.events.close();
    await this.read.close();
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** Appends to one stream (one batch) and, unless told not to, waits until it is committed. */
  async append(stream: string, events: DomainEvent[], wait = true): Promise<bigint> {
    const { position } = await this.events.append(
      stream,
      events.map((e) => ({ id: randomUUID(), type: e.type, data: { ...e.data } })),
      'any',
    );
    if (wait) await this.runner.waitFor(position);
    return position;
  }

  waitFor(position: bigint): Promise<void> {
    return this.runner.waitFor(position);
  }

  /** Telemetry goes to the day stream of its receipt time, as the ingest appends it. */
  async telemetry(serial: string, events: TelemetryEvent[]): Promise<void> {
    for (const e of events) await this.append(streams.telemetry(serial, e.data.at), [e]);
  }

  row(scope: StatisticScope, scopeId: string, day: string): Promise<StatisticsDayDoc | undefined> {
    return this.read.get(Collections.statisticsDays, statisticsDayId(scope, scopeId, day));
  }

  async mustRow(scope: StatisticScope, scopeId: string, day: string): Promise<StatisticsDayDoc> {
    const doc = await this.row(scope, scopeId, day);
    if (!doc) throw new Error(`no row ${statisticsDayId(scope, scopeId, day)}`);
    return doc;
  }

  /** The ids of every row, in key order. */
  async rowIds(): Promise<string[]> {
    return (await this.read.dump(Collections.statisticsDays)).map((d) => d.id).sort();
  }

  /** Every document the projection owns, as JSON text. */
  async dump(): Promise<string> {
    const all: Record<string, unknown> = {};
    for (const c of this.projection.collections) all[c.name] = await this.read.dump(c);
    return JSON.stringify(all);
  }
}

const ev = <E extends DomainEvent>(type: E['type'], data: E['data']): E => ({ type, version: 1, data }) as E;

// Episode events, as the telemetry decider writes them (see libs/domain/src/telemetry/events.ts).

export const overspeedStarted = (at: number, startedAt: number) =>
  ev<TelemetryEvent & { type: 'OverspeedStarted' }>('OverspeedStarted', {
    at,
    startedAt,
    limitKmh: 80,
    latitude: 25.03,
    longitude: 121.56,
    warningId: `w-${startedAt}`,
  } satisfies OverspeedStartedData);

export const overspeedEnded = (at: number, startedAt: number, endedAt: number, peakKmh: number) =>
  ev<TelemetryEvent & { type: 'OverspeedEnded' }>('OverspeedEnded', {
    at,
    startedAt,
    endedAt,
    durationMs: endedAt - startedAt,
    limitKmh: 80,
    peakKmh,
    warningId: `w-${startedAt}`,
  } satisfies OverspeedEndedData);

export const offlineEnded = (at: number, startedAt: number, lastSeenAt: number) =>
  ev<TelemetryEvent & { type: 'OfflineEnded' }>('OfflineEnded', {
    at,
    startedAt,
    lastSeenAt,
    endedAt: at,
    durationMs: at - startedAt,
  } satisfies OfflineEndedData);
