import type { AlarmKind, AttributeValue, Position } from '../types';
import { GreenDrivingType, IoId, MILLIVOLTS_PER_VOLT } from './constants';
import type { IoValue } from './avl';

/** The digital inputs a device can wire a panic button to (AVL ids 1..4 are DIN1..DIN4). */
export type TeltonikaDin = 1 | 2 | 3 | 4;

/** Telemetry fields we normalise; every other IO id stays as `io<id>` in attributes. */
type Telemetry = Pick<
  Position,
  'acc' | 'batteryVoltage' | 'powerVoltage' | 'batteryLevel' | 'gsmSignal' | 'odometer'
> & {
  attributes: Record<string, AttributeValue>;
};

const DIGITAL_NAMES: Readonly<Record<number, string>> = {
  [IoId.DIN1]: 'din1',
  [IoId.DIN2]: 'din2',
  [IoId.DIN3]: 'din3',
  [IoId.DIN4]: 'din4',
  [IoId.DOUT1]: 'dout1',
  [IoId.DOUT2]: 'dout2',
};

/** Battery level is a percentage; anything above is a misread, not a charge. */
const MAX_PERCENT = 100;

export function telemetryFromIo(io: ReadonlyMap<number, IoValue>): Telemetry {
  const out: Telemetry = { attributes: {} };
  for (const [id, value] of io) {
    if (typeof value !== 'number') {
      out.attributes[`io${id}`] = value;
      continue;
    }
    switch (id) {
      case IoId.IGNITION:
        out.acc = value !== 0;
        break;
      case IoId.MOVEMENT:
        out.attributes.motion = value !== 0;
        break;
      case IoId.EXTERNAL_VOLTAGE:
        out.powerVoltage = value / MILLIVOLTS_PER_VOLT;
        break;
      case IoId.BATTERY_VOLTAGE:
        out.batteryVoltage = value / MILLIVOLTS_PER_VOLT;
        break;
      case IoId.BATTERY_LEVEL:
        if (value <= MAX_PERCENT) out.batteryLevel = value;
        else out.attributes[`io${id}`] = value;
        break;
      case IoId.TOTAL_ODOMETER:
        out.odometer = value;
        break;
      case IoId.GSM_SIGNAL:
        out.gsmSignal = value;
        break;
      default:
        if (DIGITAL_NAMES[id]) out.attributes[DIGITAL_NAMES[id]] = value !== 0;
        else out.attributes[`io${id}`] = value;
    }
  }
  return out;
}

const GREEN_DRIVING: Readonly<Record<number, AlarmKind>> = {
  [GreenDrivingType.ACCELERATION]: 'harsh_acceleration',
  [GreenDrivingType.BRAKING]: 'harsh_braking',
  [GreenDrivingType.CORNERING]: 'sharp_turn',
};

/**
 * The alarm a record's event IO stands for, or undefined when the event is not an alarm (or is the
 * alarm ending: unplug, towing and the SOS input fire again with 0 when they clear).
 */
export function alarmFromEvent(
  eventIoId: number,
  io: ReadonlyMap<number, IoValue>,
  sosInput: TeltonikaDin | undefined,
): AlarmKind | undefined {
  const value = io.get(eventIoId);
  if (typeof value !== 'number' || value === 0) return undefined;
  if (sosInput !== undefined && eventIoId === sosInput) return 'sos';
  switch (eventIoId) {
    case IoId.CRASH:
      return 'collision';
    case IoId.UNPLUG:
      return 'unplugged';
    case IoId.TOWING:
      return 'tow';
    case IoId.OVER_SPEEDING:
      return 'overspeed';
    case IoId.GREEN_DRIVING:
      return GREEN_DRIVING[value];
    default:
      return undefined;
  }
}
