import { accountCalls } from '../calls/accounts';
import { addressCalls } from '../calls/addresses';
import { authCalls } from '../calls/auth';
import { couponCalls } from '../calls/coupons';
import { deviceCalls } from '../calls/devices';
import { deviceStatusCalls } from '../calls/device-status';
import { exportCalls } from '../calls/exports';
import { financeCalls } from '../calls/finance';
import { fleetCalls } from '../calls/fleets';
import { gatewayCalls } from '../calls/gateway';
import { historyCalls } from '../calls/history';
import { maintenanceCalls } from '../calls/maintenance';
import { messageCalls } from '../calls/messages';
import { orderCalls } from '../calls/orders';
import { placeCalls } from '../calls/places';
import { planCalls } from '../calls/plans';
import { remoteCommandCalls } from '../calls/remote-commands';
import { reportCalls } from '../calls/reports';
import { auditCalls } from '../calls/audit';
import { serviceAdjustmentCalls } from '../calls/service-adjustments';
import { settingsCalls } from '../calls/settings';
import { statisticsCalls } from '../calls/statistics';
import { vipPlanCalls } from '../calls/vip-plans';
import { voiceRecordingCalls } from '../calls/voice-recordings';
import { warningCalls } from '../calls/warnings';
import type { Call } from './declare';

export * from './declare';
export * from './api-fields';

/** Every call, by name: `operation(calls.getDevices, ...)`, the doors and the OpenAPI document read it. */
export const calls = {
  ...authCalls,
  ...accountCalls,
  ...fleetCalls,
  ...deviceCalls,
  ...remoteCommandCalls,
  ...gatewayCalls,
  ...settingsCalls,
  ...voiceRecordingCalls,
  ...warningCalls,
  ...historyCalls,
  ...exportCalls,
  ...placeCalls,
  ...addressCalls,
  ...deviceStatusCalls,
  ...statisticsCalls,
  ...maintenanceCalls,
  ...vipPlanCalls,
  ...couponCalls,
  ...orderCalls,
  ...planCalls,
  ...serviceAdjustmentCalls,
  ...financeCalls,
  ...messageCalls,
  ...reportCalls,
  ...auditCalls,
};
export type CallName = keyof typeof calls;

/** The same calls as a list, in the order above. */
export const callList: readonly Call[] = Object.values(calls);
