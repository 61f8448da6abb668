import { SWITCH_KEYS, VIBL_RANGE } from '@gps/codes';
import type { DeviceStatus, Fix } from './types';

/**
 * A server command as the vehicle understands it, whichever protocol carried it. GT06 carries the
 * SMS-style text (`FREQ,15#`, `RELAY,1#`, `WHERE#`); H02 carries a code and parameters (`S20,1,1`).
 */
export type DeviceCommand =
  | { kind: 'relay'; cut: boolean }
  | { kind: 'interval'; seconds: number }
  | { kind: 'arm'; on: boolean }
  | { kind: 'switch'; key: 'LBVON' | 'POF' | 'SLEEP'; on: boolean }
  | { kind: 'sensitivity'; level: number }
  | { kind: 'set'; key: 'PSW' | 'PHONE' | 'USER'; value: string }
  | { kind: 'locate' }
  | { kind: 'battery' }
  | { kind: 'status' }
  | { kind: 'reset' }
  | { kind: 'invalid'; text: string; reason: string }
  | { kind: 'unknown'; text: string };

export interface CommandOutcome {
  ok: boolean;
  /** Text the device answers with (GT06 0x15 content; H02 only reports success in its V4). */
  reply: string;
}

/** Implemented by the vehicle; the transports call it when the server sends a command. */
export interface CommandTarget {
  applyCommand(command: DeviceCommand, context?: { timezoneOffsetMinutes?: number }): CommandOutcome;
  /** Current fix and status, for replies that carry a position (H02 V4). */
  snapshot(): { fix: Fix; status: DeviceStatus };
}

const SWITCHES: ReadonlySet<string> = new Set(SWITCH_KEYS);

/** Parse GT06 command text; tolerant of case and of a missing `#`, like the devices. */
export function parseGt06Command(text: string): DeviceCommand {
  const trimmed = text.trim();
  const body = trimmed.replace(/#+$/, '');
  const [rawKey = '', ...params] = body.split(',').map((p) => p.trim());
  const key = rawKey.toUpperCase();
  const invalid = (reason: string): DeviceCommand => ({ kind: 'invalid', text: trimmed, reason });
  switch (key) {
    case 'RELAY':
      if (params[0] === '1' || params[0] === '0') return { kind: 'relay', cut: params[0] === '1' };
      return invalid('RELAY takes 1 or 0');
    case 'DYD':
      return { kind: 'relay', cut: true };
    case 'HFYD':
      return { kind: 'relay', cut: false };
    case 'FREQ':
    case 'TIMER': {
      const seconds = Number(params[0]);
      return Number.isInteger(seconds) && seconds >= 5 && seconds <= 3600
        ? { kind: 'interval', seconds }
        : invalid(`${key} takes seconds 5..3600`);
    }
    case 'VIBL': {
      const level = Number(params[0]);
      return Number.isInteger(level) && level >= VIBL_RANGE.min && level <= VIBL_RANGE.max
        ? { kind: 'sensitivity', level }
        : invalid(`VIBL takes ${VIBL_RANGE.min}..${VIBL_RANGE.max}`);
    }
    case 'PSW':
    case 'PHONE':
    case 'USER':
      return params[0] ? { kind: 'set', key, value: params[0] } : invalid(`${key} needs a value`);
    case 'GPS':
    case 'WHERE':
    case 'URL':
      return { kind: 'locate' };
    case 'VBAT':
      return { kind: 'battery' };
    case 'STATUS':
      return { kind: 'status' };
    case 'RESET':
      return { kind: 'reset' };
    default:
      if (SWITCHES.has(key)) {
        if (params[0] !== '1' && params[0] !== '0') return invalid(`${key} takes 1 or 0`);
        const on = params[0] === '1';
        return key === 'VIB'
          ? { kind: 'arm', on }
          : { kind: 'switch', key: key as 'LBVON' | 'POF' | 'SLEEP', on };
      }
      return { kind: 'unknown', text: trimmed };
  }
}

/**
 * Teltonika's SMS/GPRS command texts as the platform sends them in Codec 12 (docs/protocols.md):
 * `setdigout 1`/`setdigout 0` switch the relay on DOUT1, `getgps` and `getio` read.
 */
export function parseTeltonikaText(text: string): DeviceCommand {
  const [name = '', ...params] = text.trim().split(/\s+/);
  switch (name.toLowerCase()) {
    case 'setdigout':
      if (/^[01]/.test(params[0] ?? '')) return { kind: 'relay', cut: params[0][0] === '1' };
      return { kind: 'invalid', text, reason: 'setdigout takes 0 or 1 per output' };
    case 'getgps':
      return { kind: 'locate' };
    case 'getio':
      return { kind: 'battery' };
    case 'cpureset':
      return { kind: 'reset' };
    default:
      return { kind: 'unknown', text };
  }
}

/** H02 command codes (reference §3): S20 relay, S71 interval, SCF arm, D1 interval, R1 reset. */
export function parseH02Command(code: string, params: readonly string[]): DeviceCommand {
  const text = [code, ...params].join(',');
  switch (code.toUpperCase()) {
    case 'S20':
      if (params[1] === '1' || params[1] === '0') return { kind: 'relay', cut: params[1] === '1' };
      return { kind: 'invalid', text, reason: 'S20 takes 1,1 or 1,0' };
    case 'S71':
    case 'D1': {
      const seconds = Number(code.toUpperCase() === 'S71' ? params[1] : params[0]);
      return Number.isInteger(seconds) && seconds >= 5 && seconds <= 3600
        ? { kind: 'interval', seconds }
        : { kind: 'invalid', text, reason: 'interval must be 5..3600 s' };
    }
    case 'SCF':
      // 0,0 arms and 1,1 disarms (H02ProtocolEncoderTest).
      return { kind: 'arm', on: params[0] === '0' };
    case 'R1':
      return { kind: 'reset' };
    default:
      return { kind: 'unknown', text };
  }
}

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * The Concox answer to WHERE#: `Current position!Lat:N23.980000,Lon:E120.970000,Course:126.00,
 * Speed:35.0000,DateTime:2026-05-26  10:27:47`, date in the device clock.
 */
export function positionText(fix: Fix, timezoneOffsetMinutes = 0): string {
  const t = new Date(fix.time.getTime() + timezoneOffsetMinutes * 60_000);
  const date = `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
  const time = `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
  return (
    `Current position!Lat:${fix.latitude < 0 ? 'S' : 'N'}${Math.abs(fix.latitude).toFixed(6)},` +
    `Lon:${fix.longitude < 0 ? 'W' : 'E'}${Math.abs(fix.longitude).toFixed(6)},` +
    `Course:${fix.course.toFixed(2)},Speed:${fix.speedKmh.toFixed(4)},DateTime:${date}  ${time}`
  );
}

/** Answer to VBAT#: backup battery voltage and level, and the vehicle supply. */
export function batteryText(status: DeviceStatus): string {
  return (
    `VBAT=${status.batteryVoltage.toFixed(2)}V;BAT=${status.batteryLevel}%;` +
    `VIN=${status.externalVoltage.toFixed(2)}V;CHG=${status.charging ? 1 : 0}`
  );
}

export function statusText(fix: Fix, status: DeviceStatus): string {
  return (
    `Battery:${status.batteryLevel}%;GPRS:Link Up;GSM Signal Level:${status.gsmSignal};` +
    `GPS:${fix.valid ? 'Successful positioning' : 'Searching satellite'};Satellites:${fix.satellites};` +
    `ACC:${status.acc ? 'ON' : 'OFF'};Defense:${status.armed ? 'ON' : 'OFF'};Relay:${status.oilCut ? 'ON' : 'OFF'}`
  );
}
