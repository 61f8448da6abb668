import type { Projection } from '../projection';
import { accountsProjection } from './accounts.projection';
import { credentialsProjection } from './credentials.projection';
import { directoryProjection } from './directory.projection';
import { historyProjection } from './history.projection';
import { maintenanceProjection } from './maintenance.projection';
import { permissionsProjection } from './permissions.projection';
import { placesProjection } from './places.projection';
import { remoteCommandsProjection } from './remote-commands.projection';
import { settingsProjection } from './settings.projection';
import { systemLogProjection } from './system-log.projection';
import { voiceRecordingsProjection } from './voice-recordings.projection';

export {
  accountsProjection,
  credentialsProjection,
  directoryProjection,
  historyProjection,
  maintenanceProjection,
  permissionsProjection,
  placesProjection,
  remoteCommandsProjection,
  settingsProjection,
  systemLogProjection,
  voiceRecordingsProjection,
};

/** Every projection the platform runs, in a fixed order. */
export function allProjections(): Projection[] {
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
    maintenanceProjection,
  ];
}
