/**
 * A vehicle's status, its protection and the read model's `deviceStatusCode` are code sets of
 * @gps/codes, re-exported for the domain's readers.
 */
export {
  DeviceStatusCode,
  PROTECTIONS,
  VEHICLE_STATUSES,
  type Protection,
  type VehicleStatus,
} from '@gps/codes';
