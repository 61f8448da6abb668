import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { EARTH_RADIUS_METERS, streams } from '@gps/domain';
import {
  SqliteEventStore,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadStreamOptions,
  type RecordedEvent,
} from '@gps/event-store';
import type {
  AlarmKind,
  AlarmMessage,
  DeviceMessage,
  HeartbeatMessage,
  Position,
  PositionMessage,
  Protocol,
} from '@gps/protocols';
import { silentLogger, startGateway, type Gateway } from '../src';
import { FakeOutbox } from './support/fakes';
import { TelemetryIngest, type TelemetryIngestOptions } from '../src/ingest';

/** Shared by the ingest suites: a real SQLite store in a temp dir, message builders, a clock. */

export const SERIAL = '358899051234567';
export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const DAY = 24 * 60 * MINUTE;
/** 2026-05-01 00:00 UTC. */
export const DAY1 = Date.UTC(2026, 4, 1);

const METERS_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_METERS;
/** Latitude `meters` north of 25°. */
export const north = (meters: number): number => 25 + meters / METERS_PER_DEGREE;

export interface TempStore {
  store: SqliteEventStore;
  file: string;
  /** Another connection to the same file: a second process, as far as SQLite can tell. */
  reopen(): SqliteEventStore;
  close(): Promise<void>;
}

export function tempStore(): TempStore {
  const dir = mkdtempSync(join(tmpdir(), 'ingest-'));
  const file = join(dir, 'platform.sqlite');
  const opened: SqliteEventStore[] = [];
  const open = (): SqliteEventStore => {
    const store = new SqliteEventStore({ file, synchronous: 'NORMAL', pollIntervalMs: 20 });
    opened.push(store);
    return store;
  };
  const store = open();
  return {
    store,
    file,
    reopen: open,
    close: async () => {
      for (const s of opened) await s.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export class ManualClock {
  constructor(public now: number) {}
  readonly read = (): number => this.now;
}

export function ingestOn(events: EventStore, options: Partial<TelemetryIngestOptions> = {}): TelemetryIngest {
  return new TelemetryIngest({ events, logger: silentLogger, ...options });
}

/**
 * A gateway with only `protocol`'s listener, on a free port of 127.0.0.1, over a TelemetryIngest on
 * `events`, everything at the fixed time `now`: the ingest suites that go through real sockets.
 */
export function ingestGateway(events: EventStore, protocol: Protocol, now: number): Promise<Gateway> {
  return startGateway({
    ingest: ingestOn(events, { clock: () => now }),
    outbox: new FakeOutbox(),
    ports: { gt06: null, h02: null, osmand: null, jt808: null, teltonika: null, [protocol]: 0 },
    host: '127.0.0.1',
    logger: silentLogger,
    clock: () => now,
  });
}

/** Provisions a device the way the api does: its stream `device-<serial>` exists. */
/** Edits a provisioned device's model as the device decider records it (null clears it). */
export async function editModel(store: EventStore, serial: string, model: string | null): Promise<void> {
  await store.append(
    streams.device(serial),
    [{ id: randomUUID(), type: 'DeviceEdited', data: { changes: { model }, at: DAY1 } }],
    'any',
  );
}

export async function provision(store: EventStore, serial: string, at = DAY1): Promise<void> {
  await store.append(
    streams.device(serial),
    [
      {
        id: randomUUID(),
        type: 'DeviceAdded',
        data: { serialNumber: serial, at, serviceExpiredAt: at + 365 * DAY },
      },
    ],
    'no_stream',
  );
}

export function position(
  fixTime: number,
  over: Partial<Position> = {},
  protocol: Protocol = 'gt06',
): PositionMessage {
  return {
    type: 'position',
    protocol,
    deviceId: SERIAL,
    position: {
      protocol,
      deviceId: SERIAL,
      fixTime: new Date(fixTime),
      valid: true,
      latitude: 25,
      longitude: 121.5,
      speedKmh: 0,
      course: 0,
      locateType: 'gps',
      ...over,
    },
  };
}

/** A fix `meters` north of 25° at driving speed, so every step counts for the odometer. */
export function drivingAt(fixTime: number, meters: number): PositionMessage {
  return position(fixTime, { latitude: north(meters), speedKmh: 40 });
}

export function heartbeat(over: Partial<HeartbeatMessage> = {}): HeartbeatMessage {
  return { type: 'heartbeat', protocol: 'gt06', deviceId: SERIAL, ...over };
}

export function alarm(kind: AlarmKind, time: number, withPosition?: Position): AlarmMessage {
  return {
    type: 'alarm',
    protocol: 'gt06',
    deviceId: SERIAL,
    alarm: kind,
    time: new Date(time),
    position: withPosition,
  };
}

export const login: DeviceMessage = { type: 'login', protocol: 'gt06', deviceId: SERIAL };

/** A stream's events as type and data only, for comparing runs (ids and store times differ). */
export async function streamFacts(
  store: EventStore,
  streamId: string,
): Promise<{ type: string; data: unknown }[]> {
  return (await store.readStream(streamId)).map((e) => ({ type: e.type, data: e.data }));
}

export const dayStream = (at: number, serial = SERIAL): string => streams.telemetry(serial, at);
export const snapshotStream = (serial = SERIAL): string => streams.telemetrySnapshot(serial);

/**
 * Wraps a store to watch and break it: every read is logged (stream and range), and `failAppend`
 * can make an append throw, before it reaches the store, after it landed (a lost answer), or with
 * the error given.
 */
export class ObservedStore implements EventStore {
  readonly reads: { streamId: string; fromRevision?: number; limit?: number }[] = [];
  readonly revisionQueries: string[] = [];
  failAppend: ((streamId: string) => 'before' | 'after' | Error | undefined) | undefined;
  failRevision = false;
  failStreamReads = false;

  constructor(private readonly inner: EventStore) {}

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const failure = this.failAppend?.(streamId);
    if (failure instanceof Error) throw failure;
    if (failure === 'before') throw new Error('disk I/O error');
    const result = await this.inner.append(streamId, events, expected);
    if (failure === 'after') throw new Error('append timed out');
    return result;
  }

  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    this.reads.push({ streamId, ...options });
    if (this.failStreamReads) throw new Error('database is locked');
    return this.inner.readStream(streamId, options);
  }

  async streamRevision(streamId: string): Promise<number | 'no_stream'> {
    this.revisionQueries.push(streamId);
    if (this.failRevision) throw new Error('database is locked');
    return this.inner.streamRevision(streamId);
  }

  readAll: EventStore['readAll'] = (options) => this.inner.readAll(options);
  subscribeAll: EventStore['subscribeAll'] = (handler, options) => this.inner.subscribeAll(handler, options);
  headPosition: EventStore['headPosition'] = () => this.inner.headPosition();
  close: EventStore['close'] = () => this.inner.close();
}
