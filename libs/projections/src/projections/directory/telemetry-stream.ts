/**
 * `telemetry-<serial>-<YYYYMMDD>` (the domain's `streams.telemetry`). The generic `streamIdOf`
 * keeps everything after the first dash, which here would be `<serial>-<day>`, not a device id.
 * Serials are 1-20 digits (the domain validates them before naming the stream).
 */
const TELEMETRY_STREAM = /^telemetry-([0-9]{1,20})-([0-9]{8})$/;

/** The device serial of a telemetry day stream; null for any other stream name. */
export function telemetrySerialOf(streamId: string): string | null {
  return TELEMETRY_STREAM.exec(streamId)?.[1] ?? null;
}

/** The device serial and the UTC day of receipt (YYYYMMDD) of a telemetry day stream; null for any other. */
export function telemetryDayStreamOf(streamId: string): { serial: string; day: string } | null {
  const match = TELEMETRY_STREAM.exec(streamId);
  return match ? { serial: match[1], day: match[2] } : null;
}
