import type { TelemetrySnapshot } from './snapshot';

/**
 * The state of one day stream `telemetry-<serial>-<YYYYMMDD>`: nothing until its first event
 * (TelemetryDayOpened) brings the carried snapshot, then that snapshot folded with the day.
 */
export type TelemetryState =
  | { readonly status: 'unopened' }
  | { readonly status: 'open'; readonly day: string; readonly device: TelemetrySnapshot };

export type OpenTelemetryDay = Extract<TelemetryState, { status: 'open' }>;

export const UNOPENED_TELEMETRY: TelemetryState = Object.freeze({ status: 'unopened' });
