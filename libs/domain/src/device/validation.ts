import { optionalEmail, optionalPhone } from '../validation/contact';
import { everyField, ifGiven } from '../validation/every-field';
import { oneOf } from '../validation/numbers';
import { optionalSpeedLimit } from '../validation/speed-limit';
import { optionalPattern, optionalText } from '../validation/text';
import type { EditDevice } from './commands';
import type { DeviceChanges } from './events';
import { DEVICE_ICONS, BINARY_FLAGS, SERVICE_STATUS_CODES, type ServiceStatusCode } from './info';

export const DEVICE_TEXT_LIMITS = {
  carName: 50,
  ownerName: 50,
  simNumber: 30,
  esimId: 40,
  firmwareVersion: 40,
  /** Room for the longest maker names with a variant suffix; real model names are under 20. */
  model: 40,
} as const;

function serviceStatusCode(value: unknown): ServiceStatusCode | null {
  return value === null ? null : oneOf('serviceStatusCode', value, SERVICE_STATUS_CODES);
}

/**
 * Validates every field present in the edit, reporting every failing one at once; the result holds
 * only those fields, normalised.
 */
export function deviceChanges(c: EditDevice): DeviceChanges {
  return everyField<DeviceChanges>({
    carName: ifGiven(c.carName, (v) => optionalText('carName', v, DEVICE_TEXT_LIMITS.carName)),
    ownerName: ifGiven(c.ownerName, (v) => optionalText('ownerName', v, DEVICE_TEXT_LIMITS.ownerName)),
    ownerPhone: ifGiven(c.ownerPhone, (v) => optionalPhone('ownerPhone', v)),
    email: ifGiven(c.email, (v) => optionalEmail('email', v)),
    simNumber: ifGiven(c.simNumber, (v) =>
      optionalPattern(
        'simNumber',
        v,
        DEVICE_TEXT_LIMITS.simNumber,
        /^[0-9]+$/,
        `simNumber must be at most ${DEVICE_TEXT_LIMITS.simNumber} digits`,
      ),
    ),
    deviceIcon: ifGiven(c.deviceIcon, (v) => oneOf('deviceIcon', v, DEVICE_ICONS)),
    firmwareVersion: ifGiven(c.firmwareVersion, (v) =>
      optionalText('firmwareVersion', v, DEVICE_TEXT_LIMITS.firmwareVersion),
    ),
    model: ifGiven(c.model, (v) => optionalText('model', v, DEVICE_TEXT_LIMITS.model)),
    speedLimitKmh: ifGiven(c.speedLimitKmh, (v) => optionalSpeedLimit('speedLimitKmh', v)),
    esimId: ifGiven(c.esimId, (v) => optionalText('esimId', v, DEVICE_TEXT_LIMITS.esimId)),
    isValueAddedVisible: ifGiven(c.isValueAddedVisible, (v) => oneOf('isValueAddedVisible', v, BINARY_FLAGS)),
    carElectricity: ifGiven(c.carElectricity, (v) => oneOf('carElectricity', v, BINARY_FLAGS)),
    serviceStatusCode: ifGiven(c.serviceStatusCode, serviceStatusCode),
  });
}
