import { createContext, useContext } from 'react';
import { parseSystemSettings, type SystemSettings } from './systemSettings';

/**
 * The system settings as loaded by `SystemSettingsProvider` (the defaults until then, and outside
 * the signed-in layouts). Apart from the provider so the route guard reads them without Apollo.
 */
export const SystemSettingsContext = createContext<SystemSettings>(parseSystemSettings(undefined));

export function useSystemSettings(): SystemSettings {
  return useContext(SystemSettingsContext);
}
