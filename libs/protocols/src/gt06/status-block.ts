import type { AlarmKind, DeviceState } from '../types';
import { gt06AlarmFromCode } from './alarms';
import { batteryPercentFromLevel, decodeGt06TerminalInfo } from './fields';

export interface StatusBlock {
  state: DeviceState;
  gpsFixed: boolean;
  alarm: AlarmKind | undefined;
  alarmCode: number;
  language: number;
}

/**
 * terminal info + voltage + GSM + alarm + language (reference §1.3). The voltage is a one-byte
 * level, except on the GK310 0x23 heartbeat which sends u16 centivolts (one byte longer).
 */
export function readStatusBlock(buf: Buffer, p: number, wideVoltage = false, model?: string): StatusBlock {
  const terminal = decodeGt06TerminalInfo(buf[p]);
  const q = wideVoltage ? p + 1 : p;
  const alarmCode = buf[q + 3];
  const state: DeviceState = {
    gsmSignal: buf[q + 2],
    acc: terminal.acc,
    armed: terminal.armed,
    charging: terminal.charging,
    oilCut: terminal.oilCut,
    statusBits: terminal.raw,
  };
  if (wideVoltage) {
    state.batteryVoltage = buf.readUInt16BE(p + 1) / 100;
  } else {
    state.voltageLevel = buf[p + 1];
    const batteryLevel = batteryPercentFromLevel(buf[p + 1]);
    if (batteryLevel !== undefined) state.batteryLevel = batteryLevel;
  }
  return {
    state,
    gpsFixed: terminal.gpsFixed,
    alarm: alarmOf(gt06AlarmFromCode(alarmCode, model), terminal.alarm),
    alarmCode,
    language: buf[q + 4],
  };
}

/** ACC ON/OFF alarm codes are the freshest word on ignition; let them win over the status bit. */
export function applyAccAlarm(state: DeviceState, alarm: AlarmKind): void {
  if (alarm === 'acc_on') state.acc = true;
  if (alarm === 'acc_off') state.acc = false;
}

/**
 * The alarm byte decides, except that SOS in the terminal bits wins: some models (VXT01 among them)
 * signal SOS only there and use the alarm byte for something else, and a missed SOS costs most.
 */
function alarmOf(fromCode: AlarmKind | undefined, fromBits: AlarmKind | undefined): AlarmKind | undefined {
  if (fromBits === 'sos') return 'sos';
  return fromCode ?? fromBits;
}
