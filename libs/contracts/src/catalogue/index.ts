import { accountCalls } from '../calls/accounts';
import { addressCalls } from '../calls/addresses';
import { authCalls } from '../calls/auth';
import { deviceCalls } from '../calls/devices';
import { deviceStatusCalls } from '../calls/device-status';
import { exportCalls } from '../calls/exports';
import { fleetCalls } from '../calls/fleets';
import { gatewayCalls } from '../calls/gateway';
import { historyCalls } from '../calls/history';
import { placeCalls } from '../calls/places';
import { remoteCommandCalls } from '../calls/remote-commands';
import { settingsCalls } from '../calls/settings';
import { statisticsCalls } from '../calls/statistics';
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
};
export type CallName = keyof typeof calls;

/** The same calls as a list, in the order above. */
export const callList: readonly Call[] = Object.values(calls);
