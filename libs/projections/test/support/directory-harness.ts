import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  streams,
  type DeviceAddedData,
  type DeviceAllocatedData,
  type DomainEvent,
  type FleetCreatedData,
  type HeartbeatReceivedData,
  type PositionRecordedData,
  type PositionRejectedData,
  type PositionRejectReason,
  type Protection,
  type TelemetryEvent,
  type TelemetrySnapshot,
  type VehicleStatus,
  type WarningKind,
  type WarningEvent,
  type WarningHandledData,
  type WarningRaisedData,
  emptyTelemetrySnapshot,
  telemetryDayOf,
  WARNING_MESSAGES,
} from '@gps/domain';
import { SqliteEventStore, type EventStore } from '@gps/event-store';
import { SqliteReadStore, type ReadStore } from '@gps/read-store';
import {
  Collections,
  ProjectionRunner,
  directoryProjection,
  type DeviceDoc,
  type Projection,
  type WarningDoc,
} from '@gps/projections';

/**
 * A real SQLite event store and read store in a temp dir, with the directory projection running:
 * events go in through the log, exactly as the platform appends them, and come out as documents.
 */
export class DirectoryHarness {
  private constructor(
    readonly dir: string,
    readonly events: EventStore,
    readonly read: ReadStore,
    readonly runner: ProjectionRunner,
  ) {}

  /** The directory projection, and any others a test needs beside it. */
  static async start(others: readonly Projection[] = []): Promise<DirectoryHarness> {
    const dir = mkdtempSync(join(tmpdir(), 'directory-'));
    const file = join(dir, 'p.sqlite');
    const events = new SqliteEventStore({ file, synchronous: 'NORMAL' });
    const read = new SqliteReadStore({ file });
    const runner = new ProjectionRunner(events, read, [directoryProjection, ...others]);
    await runner.start();
    return new DirectoryHarness(dir, events, read, runner);
  }

  async stop(): Promise<void> {
    await this.runner.stop();
    await this.events.close();
    await this.read.close();
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** Appends to one stream and waits until the projection has committed it. */
  async append(stream: string, events: DomainEvent[]): Promise<void> {
    const { position } = await this.events.append(
      stream,
      events.map((e) => ({ id: randomUUID(), type: e.type, data: { ...e.data } })),
      'any',
    );
    await this.runner.waitFor(position);
  }

  /** Telemetry goes to the day stream of its receipt time, as the ingest appends it. */
  async telemetry(serial: string, events: TelemetryEvent[]): Promise<void> {
    for (const e of events) await this.append(streams.telemetry(serial, e.data.at), [e]);
  }

  device(serial: string): Promise<DeviceDoc | undefined> {
    return this.read.get(Collections.devices, serial);
  }

  async mustDevice(serial: string): Promise<DeviceDoc> {
    const doc = await this.device(serial);
    if (!doc) throw new Error(`no device ${serial}`);
    return doc;
  }

  async warnings(serial?: string): Promise<WarningDoc[]> {
    const page = await this.read.find(Collections.warnings, {
      filters: serial ? [{ field: 'deviceSerialNumber', op: 'eq', value: serial }] : [],
      sort: [{ field: 'timestamp', direction: 'asc' }],
    });
    return page.rows;
  }

  /** Every document the directory owns, as JSON text: what "byte-for-byte" compares. */
  async dump(): Promise<string> {
    const all: Record<string, unknown> = {};
    for (const c of directoryProjection.collections) all[c.name] = await this.read.dump(c);
    return JSON.stringify(all);
  }
}

const ev = <E extends DomainEvent>(type: E['type'], data: E['data']): E => ({ type, version: 1, data }) as E;

// Directory events, as the fleet and device deciders write them.

export const fleetCreated = (fleetId: string, at: number, parentFleetId: string | null = null) =>
  ev<DomainEvent<'FleetCreated', FleetCreatedData>>('FleetCreated', {
    fleetId,
    account: `acc-${fleetId}`,
    passwordHash: 'hash',
    alias: `Fleet ${fleetId}`,
    contact: null,
    phoneNumber: null,
    address: null,
    email: null,
    permissions: '111',
    parentFleetId,
    statusCode: 1,
    at,
  });

export const deviceAdded = (serialNumber: string, at: number) =>
  ev<DomainEvent<'DeviceAdded', DeviceAddedData>>('DeviceAdded', {
    serialNumber,
    at,
    serviceExpiredAt: at + 365 * DAY,
  });

export const deviceAllocated = (
  fleetId: string | null,
  previousFleetId: string | null,
  parentFleetId: string | null,
  at: number,
) =>
  ev<DomainEvent<'DeviceAllocated', DeviceAllocatedData>>('DeviceAllocated', {
    fleetId,
    previousFleetId,
    parentFleetId,
    at,
  });

export const carNamed = (carName: string, at: number) =>
  ev<DomainEvent<'DeviceEdited', { changes: { carName: string }; at: number }>>('DeviceEdited', {
    changes: { carName },
    at,
  });

// Telemetry events, as the telemetry decider writes them (see libs/domain/src/telemetry/events.ts).

export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const DAY = 24 * 60 * MINUTE;

export const dayOpened = (
  serial: string,
  at: number,
  carried: TelemetrySnapshot = emptyTelemetrySnapshot(serial),
) =>
  ev<TelemetryEvent & { type: 'TelemetryDayOpened' }>('TelemetryDayOpened', {
    serial,
    day: telemetryDayOf(at),
    carried,
    at,
  });

export const positionRecorded = (at: number, over: Partial<PositionRecordedData> = {}) =>
  ev<TelemetryEvent & { type: 'PositionRecorded' }>('PositionRecorded', {
    fixTime: at - 2 * SECOND,
    receivedAt: at,
    latitude: 25.033964,
    longitude: 121.564468,
    speed: 0,
    course: 0,
    altitude: null,
    satellites: null,
    locateType: 'gps',
    batteryLevel: null,
    batteryVoltage: null,
    gsmSignal: null,
    acc: null,
    statusBits: null,
    alarm: null,
    distanceMeters: 0,
    odometerMeters: 0,
    outOfOrder: false,
    at,
    ...over,
  });

export const positionRejected = (
  at: number,
  reason: PositionRejectReason,
  over: Partial<PositionRejectedData> = {},
) =>
  ev<TelemetryEvent & { type: 'PositionRejected' }>('PositionRejected', {
    reason,
    fixTime: at,
    receivedAt: at,
    latitude: 0,
    longitude: 0,
    at,
    ...over,
  });

export const warningRaised = (
  serial: string,
  at: number,
  kind: WarningKind,
  source: 'status' | 'alarm',
  where: Pick<WarningRaisedData, 'latitude' | 'longitude' | 'occurredAt'> = {
    latitude: null,
    longitude: null,
  },
) =>
  ev<TelemetryEvent & { type: 'WarningRaised' }>('WarningRaised', {
    warningId: `${serial}-${at}-${kind}`,
    kind,
    source,
    message: WARNING_MESSAGES[kind],
    ...where,
    at,
  } satisfies WarningRaisedData);

export const warningHandled = (
  warningId: string,
  at: number,
  note: string | null,
  handledBy: WarningHandledData['handledBy'] = { kind: 'fleet', id: 'north', account: 'north-ops' },
) =>
  ev<WarningEvent>('WarningHandled', {
    warningId,
    serialNumber: warningId.split('-')[0],
    note,
    handledBy,
    at,
  } satisfies WarningHandledData);

export const alarmCleared = (at: number, kind: WarningKind) =>
  ev<TelemetryEvent & { type: 'AlarmCleared' }>('AlarmCleared', { kind, at });

export const cameOnline = (at: number) =>
  ev<TelemetryEvent & { type: 'DeviceCameOnline' }>('DeviceCameOnline', { at });

export const wentOffline = (at: number, lastSeenAt: number) =>
  ev<TelemetryEvent & { type: 'DeviceWentOffline' }>('DeviceWentOffline', { at, lastSeenAt });

export const statusChanged = (at: number, status: VehicleStatus) =>
  ev<TelemetryEvent & { type: 'VehicleStatusChanged' }>('VehicleStatusChanged', { status, at });

export const protectionChanged = (at: number, protection: Protection) =>
  ev<TelemetryEvent & { type: 'ProtectionChanged' }>('ProtectionChanged', { protection, at });

export const heartbeat = (at: number, over: Partial<HeartbeatReceivedData> = {}) =>
  ev<TelemetryEvent & { type: 'HeartbeatReceived' }>('HeartbeatReceived', {
    batteryLevel: null,
    batteryVoltage: null,
    gsmSignal: null,
    acc: null,
    at,
    ...over,
  });

/** Epoch ms to the read models' µs. */
export const us = (ms: number): number => ms * 1000;
