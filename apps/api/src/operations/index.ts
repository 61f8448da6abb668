import type { Operation } from '../application/operation';
import { accountOperations } from './accounts.operations';
import { authOperations } from './auth.operations';
import { deviceOperations } from './devices.operations';
import { fleetOperations } from './fleets.operations';
import { gatewayOperations } from './gateway.operations';
import { remoteCommandOperations } from './remote-commands.operations';
import { settingsOperations } from './settings.operations';
import { voiceRecordingOperations } from './voice-recordings.operations';

/** The application's whole call catalogue; both doors and the OpenAPI document are built from it. */
export const allOperations: Operation[] = [
  ...authOperations,
  ...accountOperations,
  ...fleetOperations,
  ...deviceOperations,
  ...remoteCommandOperations,
  ...gatewayOperations,
  ...settingsOperations,
  ...voiceRecordingOperations,
];
