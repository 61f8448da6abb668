import {
  DEFAULT_TELEMETRY_CONFIG,
  EARTH_RADIUS_METERS,
  emptyTelemetrySnapshot,
  snapshotOf,
  telemetryDecider,
  type PositionReport,
  type TelemetryCommand,
  type TelemetryConfig,
  type TelemetryEvent,
  type TelemetrySnapshot,
} from '../../src';
import { eventsOf, givenWhenThen, replay } from './given-when-then';

/** A device driving along a meridian near Taipei: positions in metres north of a base point. */
export const SERIAL = '358899051234567';
export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
const METERS_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_METERS;
export const BASE_LATITUDE = 25;
export const LONGITUDE = 121.5;
export const latitudeAt = (northMeters: number) => BASE_LATITUDE + northMeters / METERS_PER_DEGREE;

const when = givenWhenThen(telemetryDecider);

export interface Fix {
  at: number;
  north: number;
  speedKmh: number;
  /** Fix time when it differs from receipt (buffered fixes). */
  fixTime?: number;
  locateType?: PositionReport['locateType'];
}

/**
 * Runs commands the way the ingest does: one day stream at a time, the snapshot carried into the
 * next day's stream at midnight. Returns every event, per command, and the streams per day.
 */
export function track(config: TelemetryConfig = DEFAULT_TELEMETRY_CONFIG) {
  const days = new Map<string, TelemetryEvent[]>();
  let carried: TelemetrySnapshot = emptyTelemetrySnapshot(SERIAL);
  let day = '';
  let history: TelemetryEvent[] = [];
  const send = (command: TelemetryCommand): TelemetryEvent[] => {
    const receivedAt = command.type === 'MarkOffline' ? command.at : command.receivedAt;
    const today = new Date(receivedAt).toISOString().slice(0, 10).replaceAll('-', '');
    if (today !== day) {
      if (history.length > 0) carried = snapshotOf(replay(telemetryDecider, history)) as TelemetrySnapshot;
      day = today;
      history = [];
    }
    const out = eventsOf(when(history, { ...command, carried }));
    history.push(...out);
    days.set(day, [...history]);
    return out;
  };
  const position = (f: Fix) =>
    send({
      type: 'RecordPosition',
      serial: SERIAL,
      receivedAt: f.at,
      config,
      report: {
        fixTime: f.fixTime ?? f.at,
        valid: true,
        latitude: latitudeAt(f.north),
        longitude: LONGITUDE,
        speedKmh: f.speedKmh,
        course: 0,
        locateType: f.locateType ?? 'gps',
      },
    });
  const all = () => [...days.values()].flat();
  const device = () => snapshotOf(replay(telemetryDecider, history)) as TelemetrySnapshot;
  return { send, position, days, all, device };
}

/** Only the events of some types, in order. */
export function ofType<T extends TelemetryEvent['type']>(events: TelemetryEvent[], ...types: T[]) {
  return events.filter((e): e is Extract<TelemetryEvent, { type: T }> => types.includes(e.type as T));
}

/** `count` fixes every `everyMs`, from `from`, moving `speedKmh` north from `north`: returns the last north. */
export function drive(
  t: ReturnType<typeof track>,
  from: { at: number; north: number },
  count: number,
  everyMs: number,
  speedKmh: number,
): { at: number; north: number } {
  let { at, north } = from;
  for (let i = 0; i < count; i += 1) {
    at += everyMs;
    north += (speedKmh / 3.6) * (everyMs / SECOND);
    t.position({ at, north, speedKmh });
  }
  return { at, north };
}
