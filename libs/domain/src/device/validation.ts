import { optionalEmail, optionalPhone } from '../validation/contact';
import { oneOf } from '../validation/numbers';
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
} as const;

function serviceStatusCode(value: unknown): ServiceStatusCode | null {
  return value === null ? null : oneOf('serviceStatusCode', value, SERVICE_STATUS_CODES);
}

/** Validates every field present in the edit; the result holds only those fields, normalised. */
export function deviceChanges(c: EditDevice): DeviceChanges {
  const out: DeviceChanges = {};
  if (c.carName !== undefined) out.carName = optionalText('carName', c.carName, DEVICE_TEXT_LIMITS.carName);
  if (c.ownerName !== undefined) {
    out.ownerName = optionalText('ownerName', c.ownerName, DEVICE_TEXT_LIMITS.ownerName);
  }
  if (c.ownerPhone !== undefined) out.ownerPhone = optionalPhone('ownerPhone', c.ownerPhone);
  if (c.email !== undefined) out.email = optionalEmail('email', c.email);
  if (c.simNumber !== undefined) {
    out.simNumber = optionalPattern(
      'simNumber',
      c.simNumber,
      DEVICE_TEXT_LIMITS.simNumber,
      /^[0-9]+$/,
      `simNumber must be at most ${DEVICE_TEXT_LIMITS.simNumber} digits`,
    );
  }
  if (c.deviceIcon !== undefined) out.deviceIcon = oneOf('deviceIcon', c.deviceIcon, DEVICE_ICONS);
  if (c.firmwareVersion !== undefined) {
    out.firmwareVersion = optionalText(
      'firmwareVersion',
      c.firmwareVersion,
      DEVICE_TEXT_LIMITS.firmwareVersion,
    );
  }
  if (c.esimId !== undefined) out.esimId = optionalText('esimId', c.esimId, DEVICE_TEXT_LIMITS.esimId);
  if (c.isValueAddedVisible !== undefined) {
    out.isValueAddedVisible = oneOf('isValueAddedVisible', c.isValueAddedVisible, BINARY_FLAGS);
  }
  if (c.carElectricity !== undefined)
    out.carElectricity = oneOf('carElectricity', c.carElectricity, BINARY_FLAGS);
  if (c.serviceStatusCode !== undefined) out.serviceStatusCode = serviceStatusCode(c.serviceStatusCode);
  return out;
}
