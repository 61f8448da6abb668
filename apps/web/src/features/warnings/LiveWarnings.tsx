import { useSubscription } from '@apollo/client/react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { WarningRaisedDocument, type WarningRaisedSubscription } from '../../gql/graphql';
import { useSession } from '../../shared/session/store';
import { formatMicros } from '../../shared/format';
import { vehicleOf, warningKindLabel } from './warningWords';

type RaisedWarning = WarningRaisedSubscription['warningRaised'];

/** How long a warning stays on screen (seconds); it can be closed sooner. */
const NOTIFICATION_SECONDS = 10;

/**
 * New warnings of the account's devices (`warningRaised`), each shown as a notification as it
 * happens: what (translated by kind), which vehicle, when. Renders nothing itself.
 */
export function LiveWarnings() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const session = useSession();

  const show = (warning: RaisedWarning) => {
    const vehicle = vehicleOf(warning);
    notification.warning({
      key: `warning-${warning.id}`,
      title: warningKindLabel(t, warning),
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
