import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { apolloClient } from '../shared/api/client';
import { antdLocaleFor } from '../shared/i18n/antdLocale';
import { theme } from './theme';

/** Apollo, antd theme + locale (follows the interface language) and antd's message / modal context. */
export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ApolloProvider client={apolloClient}>
      <ConfigProvider theme={theme} locale={antdLocaleFor(i18n.language)}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </ApolloProvider>
  );
}
