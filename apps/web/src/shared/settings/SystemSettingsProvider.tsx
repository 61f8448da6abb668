import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { SystemSettingsDocument } from '../../gql/graphql';
import { parseSystemSettings } from './systemSettings';
import { SystemSettingsContext } from './useSystemSettings';

/** Loads the system settings once per signed-in layout (refresh frequency and the feature flags). */
export function SystemSettingsProvider({ children }: { children: ReactNode }) {
  const { data } = useQuery(SystemSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const value = useMemo(() => parseSystemSettings(data?.systemSettings), [data]);
  return <SystemSettingsContext.Provider value={value}>{children}</SystemSettingsContext.Provider>;
}
