import { defineProjection } from '../define-projection';
import { Collections } from '../read-models';
import { deviceHandlers } from './directory/devices';
import { fleetHandlers } from './directory/fleets';
import { recordMaintenanceWarning } from './directory/warnings';
import { parkingMarkerHandlers } from './directory/parking-markers';
import { personalDataHandlers } from './directory/personal-data';
import { telemetryHandlers } from './directory/telemetry';
import { warningHandlingHandlers } from './directory/warning-handling';

/**
 * Fleets, devices and warnings in one projection: device counts and each device's fleet alias
 * depend on fleets and devices, a device's live state and its warnings on its telemetry, and a
 * warning records the device's fleet at the time. One projection sees all of them in log order,
 * so a rebuild always comes out the same; a service adjustment records the device's fleet at the
 * time too. The work is in one handler module per stream family.
 */
export const directoryProjection = defineProjection({
  name: 'directory',
  collections: [
    Collections.fleets,
    Collections.devices,
    Collections.devicePresence,
    Collections.warnings,
    Collections.parkingMarkers,
    Collections.serviceAdjustments,
  ],
  indexes: [
    { collection: Collections.fleets, fields: ['account', 'parentFleetId'] },
    {
      collection: Collections.devices,
      fields: ['fleetId', 'parentFleetId', 'serviceExpiredDate', 'updatedTimestamp', 'planId'],
    },
    // The online buckets: one range of presenceKey each, over the platform or a fleet's devices.
    { collection: Collections.devicePresence, fields: ['presenceKey', 'fleetId'] },
    // Lists by device, by fleet, by main fleet with its sub-fleets (all newest first), and all.
    {
      collection: Collections.warnings,
      fields: ['deviceTimeKey', 'fleetTimeKey', 'mainFleetTimeKey', 'timestamp'],
    },
    { collection: Collections.serviceAdjustments, fields: ['timestamp', 'deviceSerialNumber'] },
  ],
  handlers: {
    ...fleetHandlers,
    ...deviceHandlers,
    ...telemetryHandlers,
    ...warningHandlingHandlers,
    ...parkingMarkerHandlers,
    ...personalDataHandlers,
    MaintenanceDue: recordMaintenanceWarning,
  },
});
