import { useSubscription } from '@apollo/client/react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { WarningRaisedDocument, type WarningRaisedSubscription } from '../../gql/graphql';
import { useSession } from '../../shared/session/store';
import { formatMicros } from '../../shared/format';

type RaisedWarning = WarningRaisedSubscription['warningRaised'];

/** How long a warning stays on screen (seconds); it can be closed sooner. */
const NOTIFICATION_SECONDS = 10;

/** The warning's title in the interface language, by its kind; an unknown kind shows the server's text. */
export function warningTitleKey(kind: string): string {
  return `warningKinds.${kind}`;
}

/**
 * New warnings of the account's devices (`warningRaised`), each shown as a notification as it
 * happens: what (translated by kind), which vehicle, when. Renders nothing itself.
 */
export function LiveWarnings() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const session = useSession();

  const show = (warning: RaisedWarning) => {
    const vehicle = warning.carName
      ? `${warning.carName} (${warning.deviceSerialNumber})`
      : warning.deviceSerialNumber;
    notification.warning({
      key: `warning-${warning.id}`,
      title: t(warningTitleKey(warning.kind), { defaultValue: warning.warningMessage }),
      description: (
        <span data-testid="warning-notification">
          {t('liveWarnings.description', { vehicle, time: formatMicros(warning.timestamp, true, true) })}
        </span>
      ),
      placement: 'bottomRight',
      duration: NOTIFICATION_SECONDS,
    });
  };

  useSubscription(WarningRaisedDocument, {
    skip: !session,
    context: { logOnly: true },
    onData: ({ data }) => {
      if (data.data?.warningRaised) show(data.data.warningRaised);
    },
  });

  return null;
}
