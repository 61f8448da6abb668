import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { antdLocaleFor } from '../shared/i18n/antdLocale';
import { theme } from './theme';

/**
 * antd theme + locale (follows the interface language) and antd's message / modal context. Apollo
 * is not here: the signed-in layouts provide it (`ApiProvider`), so the sign-in pages load without it.
 */
export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider theme={theme} locale={antdLocaleFor(i18n.language)}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
