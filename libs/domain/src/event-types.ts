import { ACCOUNT_EVENT_TYPES } from './account/events';
import { ANNOUNCEMENT_EVENT_TYPES } from './announcement/events';
import { COUPON_EVENT_TYPES } from './coupon/events';
import { DEVICE_EVENT_TYPES } from './device/events';
import { FLEET_EVENT_TYPES } from './fleet/events';
import { INBOX_EVENT_TYPES } from './inbox/events';
import { MAINTENANCE_EVENT_TYPES } from './maintenance/events';
import { MESSAGE_EVENT_TYPES } from './message/events';
import { ORDER_EVENT_TYPES } from './order/events';
import { PERMISSION_GROUP_EVENT_TYPES } from './permission/events';
import { PERSONAL_DATA_EVENT_TYPES } from './personal-data/events';
import { PLACE_EVENT_TYPES } from './place/events';
import { PLAN_EVENT_TYPES } from './plan/events';
import { REMOTE_COMMAND_EVENT_TYPES } from './remote-command/events';
import { REPORT_EVENT_TYPES } from './report/events';
import { RESERVATION_EVENT_TYPES } from './reservation/events';
import { SYSTEM_SETTINGS_EVENT_TYPES } from './settings/events';
import { SYSTEM_LOG_EVENT_TYPES } from './system-log/events';
import { TELEMETRY_EVENT_TYPES } from './telemetry/events';
import { VIP_PLAN_EVENT_TYPES } from './vip-plan/events';
import { VOICE_RECORDING_EVENT_TYPES } from './voice-recording/events';
import { WARNING_EVENT_TYPES } from './warning/events';

/**
 * Every aggregate's event types, once: what the event catalogue must document and what the audit
 * pages must label.
 */
export const DOMAIN_EVENT_TYPES: readonly string[] = Object.freeze([
  ...RESERVATION_EVENT_TYPES,
  ...ACCOUNT_EVENT_TYPES,
  ...PERMISSION_GROUP_EVENT_TYPES,
  ...FLEET_EVENT_TYPES,
  ...DEVICE_EVENT_TYPES,
  ...SYSTEM_SETTINGS_EVENT_TYPES,
  ...SYSTEM_LOG_EVENT_TYPES,
  ...WARNING_EVENT_TYPES,
  ...PLACE_EVENT_TYPES,
  ...MAINTENANCE_EVENT_TYPES,
  ...VIP_PLAN_EVENT_TYPES,
  ...COUPON_EVENT_TYPES,
  ...ORDER_EVENT_TYPES,
  ...PLAN_EVENT_TYPES,
  ...ANNOUNCEMENT_EVENT_TYPES,
  ...MESSAGE_EVENT_TYPES,
  ...INBOX_EVENT_TYPES,
  ...REPORT_EVENT_TYPES,
  ...PERSONAL_DATA_EVENT_TYPES,
  ...REMOTE_COMMAND_EVENT_TYPES,
  ...VOICE_RECORDING_EVENT_TYPES,
  ...TELEMETRY_EVENT_TYPES,
]);
