/**
 * @gps/domain: the pure core. Events, commands, deciders and rules; no I/O, no clock, no randomness.
 * Time (`at`, epoch ms) and ids arrive inside commands.
 */
export type { Decider, DomainEvent } from './decider';
export type { PlatformEvent } from './events';
export { DomainError, refusal, type DomainErrorKind, type FieldFailure } from './errors';
export { streams, parseStreamName, StreamCategory, SETTINGS_STREAM } from './streams';
export { AccountStatus, ACCOUNT_STATUS_CODES, type AccountStatusCode } from './shared/status';
export type { Lifecycle } from './shared/lifecycle';

export * from './validation';
export { ALIAS_MAX } from './validation/account-fields';

export * from './reservation/events';
export * from './reservation/commands';
export { reservationDecider, type ReservationState } from './reservation/decider';

export * from './account/events';
export * from './account/commands';
export * from './account/state';
export { accountDecider } from './account/decider';

export * from './permission/functions';
export * from './permission/events';
export * from './permission/commands';
export * from './permission/state';
export { PERMISSION_NAME_MAX } from './permission/validation';
export * from './permission/rights';
export { permissionGroupDecider } from './permission/decider';

export * from './fleet/permissions';
export * from './fleet/events';
export * from './fleet/commands';
export * from './fleet/state';
export { CONTACT_MAX, ADDRESS_MAX } from './fleet/validation';
export { fleetDecider } from './fleet/decider';

export * from './device/info';
export * from './device/events';
export * from './device/commands';
export * from './device/state';
export { DEVICE_TEXT_LIMITS } from './device/validation';
export { planAddDevices, type AddDevicesPlan } from './device/plan-add-devices';
export * from './device/serial-number-rules';
export { deviceDecider } from './device/decider';
export * from './device/service-commands';
export * from './device/service-events';
export * from './device/service-period-commands';
export { SERVICE_PERIOD_LIMITS, serviceIsDueToExpire, statusAfterExpiryMoved } from './device/service-period';

export * from './settings/table';
export * from './settings/events';
export * from './settings/commands';
export { systemSettingsDecider, settingsDecider, type SystemSettingsState } from './settings/decider';

export * from './system-log/events';
export * from './system-log/builder';
export { utcDay } from './system-log/day';
export { systemLogStream } from './system-log/stream';

export * from './auth/actor';
export * from './auth/admin-rights';
export * from './auth/admin-grants';
export * from './auth/authorize';
export * from './auth/slots';
export * from './auth/scope';
export * from './auth/client-actions';
export * from './auth/device-fields';
export * from './auth/throttle';
export * from './auth/address-key';
export * from './auth/session-ends';
export * from './auth/password-policy';

export * from './telemetry/status';
export * from './telemetry/report';
export * from './telemetry/config';
export { haversineMeters, EARTH_RADIUS_METERS, type LatLon } from './telemetry/geo';
export * from './telemetry/filter';
export { odometerStep, roundMeters } from './telemetry/odometer';
export * from './telemetry/warnings';
export {
  alarmTransitions,
  observedStatusAlarms,
  repeatsWithinWindow,
  type AlarmTransitions,
} from './telemetry/alarms';
export { protectionOf } from './telemetry/protection';
export {
  statusAfterFix,
  statusWithoutFix,
  statusOnDeviceReport,
  type DeviceReport,
} from './telemetry/vehicle-status';
export * from './telemetry/snapshot';
export * from './telemetry/episodes';
export * from './telemetry/state';
export * from './telemetry/events';
export * from './telemetry/commands';
export * from './telemetry/device-fences';
export { fenceWarningIdOf } from './telemetry/decide-fences';
export {
  openDay,
  telemetryDayOf,
  telemetrySnapshotTaken,
  telemetryStream,
  telemetrySnapshotStream,
} from './telemetry/day';
export { snapshotOf, vehicleStatusOf, deviceStatusCode } from './telemetry/derived';
export { telemetryDecider } from './telemetry/decider';

export * from './remote-command/keys';
export * from './remote-command/events';
export * from './remote-command/commands';
export * from './remote-command/state';
export { remoteCommandKey, remoteCommandValue } from './remote-command/validation';
export { remoteCommandDecider } from './remote-command/decider';

export * from './voice-recording/audio-type';
export * from './voice-recording/limits';
export * from './voice-recording/events';
export * from './voice-recording/commands';
export * from './voice-recording/state';
export { voiceFileName, voiceRecordingUploadedData, voiceSize } from './voice-recording/validation';
export { voiceRecordingDecider } from './voice-recording/decider';
export * from './auth/voice-recordings';
export * from './auth/places';
export * from './place/place';
export * from './place/commands';
export * from './place/events';
export * from './place/state';
export * from './place/limits';
export { latLng, latLngText, type LatLng } from './place/coordinates';
export { polygonIsSimple } from './place/polygon-is-simple';
export { fenceOf, markerOf } from './place/validation';
export { assertPlacesInService } from './place/service';
export * from './place/marker-distance';
export { serviceHasExpired } from '@gps/codes';
export { placesDecider } from './place/decider';
export * from './place/geometry';
export * from './maintenance/item';
export * from './maintenance/commands';
export * from './maintenance/events';
export * from './maintenance/state';
export * from './maintenance/limits';
export * from './maintenance/due';
export { addDays, localDateOf } from './maintenance/calendar';
export { maintenanceItemOf } from './maintenance/validation';
export { assertMaintenanceInService } from './maintenance/service';
export { maintenanceDecider, maintenanceWarningId } from './maintenance/decider';
export * from './plan/item';
export * from './plan/commands';
export * from './plan/events';
export * from './plan/state';
export * from './plan/limits';
export { devicePlanId, planId, planItemOf } from './plan/validation';
export { planDecider } from './plan/decider';

export * from './warning/limits';
export * from './warning/events';
export * from './warning/commands';
export * from './warning/state';
export { warningNote, warningHandledData } from './warning/validation';
export { warningDecider } from './warning/decider';
export * from './auth/warnings';
export * from './settings/shown-warning-kinds';

export * from './address-quota';

export * from './vip-plan';
export * from './coupon';
export * from './order';
export * from './announcement';
export * from './message';
export * from './inbox';
export * from './report';

export * from './personal-data';
export * from './event-types';
