import type { Projection } from '../projection';
import { accountsProjection } from './accounts.projection';
import { announcementsProjection } from './announcements.projection';
import { couponsProjection } from './coupons.projection';
import { credentialsProjection } from './credentials.projection';
import { directoryProjection } from './directory.projection';
import { financeDayId, financeDaysProjection } from './finance-days.projection';
import { historyProjection } from './history.projection';
import { inboxProjection } from './inbox.projection';
import { maintenanceProjection } from './maintenance.projection';
import { messagesProjection } from './messages.projection';
import { permissionsProjection } from './permissions.projection';
import { placesProjection } from './places.projection';
import { planOrdersProjection } from './plan-orders.projection';
import { planItemsProjection } from './plan-items.projection';
import { remoteCommandsProjection } from './remote-commands.projection';
import { reportsProjection } from './reports.projection';
import { settingsProjection } from './settings.projection';
import { statisticsProjection, type StatisticsOptions } from './statistics.projection';
import { systemLogProjection } from './system-log.projection';
import { vipPlanItemsProjection } from './vip-plan-items.projection';
import { voiceRecordingsProjection } from './voice-recordings.projection';

export {
  accountsProjection,
  announcementsProjection,
  couponsProjection,
  credentialsProjection,
  directoryProjection,
  financeDayId,
  financeDaysProjection,
  historyProjection,
  inboxProjection,
  maintenanceProjection,
  messagesProjection,
  permissionsProjection,
  placesProjection,
  planOrdersProjection,
  planItemsProjection,
  remoteCommandsProjection,
  reportsProjection,
  settingsProjection,
  statisticsProjection,
  systemLogProjection,
  vipPlanItemsProjection,
  voiceRecordingsProjection,
};
export type { StatisticsOptions };

/**
 * The platform's time zone unless configured: the api's config has the same default for TIME_ZONE
 * (kept there too, so the gateway thread that reads the config loads no projection).
 */
export const DEFAULT_PLATFORM_TIME_ZONE = 'Asia/Taipei';

export interface ProjectionOptions {
  /** The IANA zone of the statistics' local days and hours; default DEFAULT_PLATFORM_TIME_ZONE. */
  timeZone?: string;
}

/** Every projection the platform runs, in a fixed order. */
export function allProjections({
  timeZone = DEFAULT_PLATFORM_TIME_ZONE,
}: ProjectionOptions = {}): Projection[] {
  return [
    accountsProjection,
    permissionsProjection,
    directoryProjection,
    credentialsProjection,
    settingsProjection,
    systemLogProjection,
    remoteCommandsProjection,
    voiceRecordingsProjection,
    historyProjection,
    placesProjection,
    statisticsProjection({ timeZone }),
    maintenanceProjection,
    vipPlanItemsProjection,
    couponsProjection,
    planOrdersProjection,
    planItemsProjection,
    financeDaysProjection,
    announcementsProjection,
    messagesProjection,
    inboxProjection,
    reportsProjection,
  ];
}
