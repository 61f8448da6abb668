import { fail, type Result } from '../result';
import type { AttributeValue, DeviceMessage, Position } from '../types';

type Teltonika = 'teltonika';
import type { AvlRecord } from './avl';
import { TeltonikaPriority } from './constants';
import { alarmFromEvent, telemetryFromIo, type TeltonikaDin } from './io-map';

export interface TeltonikaRecordOptions {
  /** The IMEI of the session (TCP handshake) or of the UDP header. */
  deviceId: string;
  /** The digital input wired to a panic button on this device: its rising edge is an SOS. */
  sosInput?: TeltonikaDin;
}

const MAX_LATITUDE = 90;
const MAX_LONGITUDE = 180;

/**
 * One record becomes one message: an alarm (with its position) when the record's event IO is an
 * alarm, else a position, so a track has one point per record.
 */
export function recordToMessage(
  record: AvlRecord,
  options: TeltonikaRecordOptions,
): Result<{ message: DeviceMessage<Teltonika> }> {
  if (Math.abs(record.latitude) > MAX_LATITUDE || Math.abs(record.longitude) > MAX_LONGITUDE) {
    return fail('invalid_field', `coordinates out of range: ${record.latitude}, ${record.longitude}`);
  }
  const fixTime = new Date(record.timestamp);
  const { attributes, ...telemetry } = telemetryFromIo(record.io);
  const extra: Record<string, AttributeValue> = {
    priority: record.priority,
    eventIo: record.eventIoId,
    ...attributes,
  };
  // The wiki: a record without a fix is sent with speed 0 and no satellites (and zero coordinates).
  const noFix =
    (record.satellites === 0 && record.speed === 0) || (record.latitude === 0 && record.longitude === 0);
  const position: Position<Teltonika> = {
    protocol: 'teltonika',
    deviceId: options.deviceId,
    fixTime,
    valid: !noFix,
    latitude: record.latitude,
    longitude: record.longitude,
    speedKmh: record.speed,
    course: record.angle,
    altitude: record.altitude,
    satellites: record.satellites,
    locateType: 'gps',
    ...telemetry,
    attributes: extra,
  };
  const alarm =
    alarmFromEvent(record.eventIoId, record.io, options.sosInput) ??
    (record.priority === TeltonikaPriority.PANIC ? 'sos' : undefined);
  if (alarm) {
    position.alarm = alarm;
    return {
      ok: true,
      message: {
        type: 'alarm',
        protocol: 'teltonika',
        deviceId: options.deviceId,
        alarm,
        alarmCode: record.eventIoId,
        time: fixTime,
        position,
        ...telemetry,
      },
    };
  }
  return {
    ok: true,
    message: { type: 'position', protocol: 'teltonika', deviceId: options.deviceId, position },
  };
}
