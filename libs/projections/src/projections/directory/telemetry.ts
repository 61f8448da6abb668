import type { TelemetryEvent } from '@gps/domain';
import type { Handlers } from '../../define-projection';
import { deviceTelemetryHandlers as device } from './device-telemetry';
import { parkingStopHandlers } from './parking-markers';
import { clearWarning, nameFenceWarning, recordWarning } from './warnings';

/**
 * Telemetry day streams (`telemetry-<serial>-<day>`) into the device row and the warnings.
 * TelemetryDayOpened only repeats the carried state, which the rows already hold from the earlier
 * days, so it is not handled (nor is the snapshot stream's TelemetrySnapshotTaken).
 */
export const telemetryHandlers = {
  ...device,
  ...parkingStopHandlers,
  async WarningRaised(event, w) {
    if (await recordWarning(event, w)) await device.WarningRaised(event, w);
  },
  FenceEntered: nameFenceWarning,
  FenceExited: nameFenceWarning,
  async AlarmCleared(event, w) {
    await clearWarning(event, w);
    await device.AlarmCleared(event, w);
  },
} satisfies Handlers<TelemetryEvent>;
