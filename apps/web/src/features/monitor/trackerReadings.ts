import { formatDistance, formatVolts } from '../../shared/numbers';
import type { ClientDevice } from '../../shared/vehicles/VehiclesProvider';

/** A reading the tracker itself sent, for the vehicle card: its label's translation key and its value as shown. */
export interface TrackerReading {
  labelKey: 'device.fields.powerVoltage' | 'device.fields.deviceOdometer';
  value: string;
}

/**
 * What the card shows beside the platform's odometer, each only when the tracker sent it: the
 * vehicle's supply voltage and the tracker's own odometer (docs/decisions/device-readings.md).
 * Most trackers send neither, and a dash for each would crowd every card.
 */
export function trackerReadingsOf(
  device: Pick<ClientDevice, 'powerVoltage' | 'deviceOdometerMeters'>,
  locale: string,
): TrackerReading[] {
  const readings: TrackerReading[] = [];
  if (device.powerVoltage !== null) {
    readings.push({
      labelKey: 'device.fields.powerVoltage',
      value: formatVolts(device.powerVoltage, locale),
    });
  }
  if (device.deviceOdometerMeters !== null) {
    readings.push({
      labelKey: 'device.fields.deviceOdometer',
      value: formatDistance(device.deviceOdometerMeters, locale),
    });
  }
  return readings;
}
