import { BINARY_FLAGS, DEVICE_ICONS, SERVICE_STATUS_CODES } from '@gps/codes';

export interface Choice<T> {
  value: T;
  labelKey: string;
}

/** Car power config (carElectricity, sent as isCarElectricity). */
export const CAR_POWER_CHOICES: readonly Choice<number>[] = BINARY_FLAGS.map((flag) => ({
  value: flag,
  labelKey: `device.carPower.${flag}`,
}));

/** Value-added plan display config (isValueAddedVisible; 1 marks a VIP device). */
export const VALUE_ADDED_CHOICES: readonly Choice<number>[] = BINARY_FLAGS.map((flag) => ({
  value: flag,
  labelKey: `device.valueAdded.${flag}`,
}));

/**
 * Service status config; the form holds null as the sentinel NULL (a Select value cannot be null),
 * shown as the translated "not set" that the status tags also use; anything else is an integer.
 */
export const SERVICE_STATUS_NULL = 'NULL';
export const SERVICE_STATUS_CHOICES: readonly Choice<number | typeof SERVICE_STATUS_NULL>[] = [
  { value: SERVICE_STATUS_NULL, labelKey: 'device.serviceStatus.none' },
  ...SERVICE_STATUS_CODES.map((code) => ({ value: code, labelKey: `device.serviceStatus.${code}` })),
];

/** Vehicle icons 1..7: car, motorcycle, bicycle, truck, excavator, boat, pedestrian. */
export const DEVICE_ICON_CHOICES: readonly Choice<number>[] = DEVICE_ICONS.map((icon) => ({
  value: icon,
  labelKey: `device.icons.${icon}`,
}));
