import type { AccountEvent } from './account/events';
import type { AnnouncementEvent } from './announcement/events';
import type { CouponEvent } from './coupon/events';
import type { DeviceEvent } from './device/events';
import type { FleetEvent } from './fleet/events';
import type { InboxEvent } from './inbox/events';
import type { MaintenanceEvent } from './maintenance/events';
import type { MessageEvent } from './message/events';
import type { OrderEvent } from './order/events';
import type { PermissionGroupEvent } from './permission/events';
import type { PersonalDataEvent } from './personal-data/events';
import type { PlaceEvent } from './place/events';
import type { PlanEvent } from './plan/events';
import type { RemoteCommandEvent } from './remote-command/events';
import type { ReportEvent } from './report/events';
import type { ReservationEvent } from './reservation/events';
import type { SystemSettingsEvent } from './settings/events';
import type { SystemLogEvent } from './system-log/events';
import type { VipPlanEvent } from './vip-plan/events';
import type { TelemetryEvent, TelemetrySnapshotEvent } from './telemetry/events';
import type { VoiceRecordingEvent } from './voice-recording/events';
import type { WarningEvent } from './warning/events';

/** Every event the platform records, one discriminated union: what a read model can be built from. */
export type PlatformEvent =
  | ReservationEvent
  | AccountEvent
  | PermissionGroupEvent
  | FleetEvent
  | DeviceEvent
  | SystemSettingsEvent
  | SystemLogEvent
  | TelemetryEvent
  | TelemetrySnapshotEvent
  | RemoteCommandEvent
  | VoiceRecordingEvent
  | WarningEvent
  | PlaceEvent
  | MaintenanceEvent
  | VipPlanEvent
  | CouponEvent
  | OrderEvent
  | PlanEvent
  | AnnouncementEvent
  | MessageEvent
  | InboxEvent
  | ReportEvent
  | PersonalDataEvent;
