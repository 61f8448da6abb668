import { ClockCircleOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { SESSION_IDLE_SECONDS } from '@gps/contracts/constants';
import { apolloClient } from '../api/client';
import { StaySignedInDocument } from '../../gql/graphql';
import { formatCountdown } from '../session/countdown';
import { useSession } from '../session/store';
import { useIdleCountdown } from '../session/useIdleCountdown';
import { IdleWarningDialog } from './IdleWarningDialog';

const SECONDS_PER_MINUTE = 60;

/**
 * Renews the server's idle window with its lightest authenticated call. A refused session signs out
 * through the error link; any other failure is shown there, and the countdown restarts all the same
 * (the user is here; the server's window is the server's to judge at the next request).
 */
async function renewSession(): Promise<void> {
  await apolloClient
    .query({ query: StaySignedInDocument, fetchPolicy: 'network-only' })
    .catch(() => undefined);
}

/**
 * Auto-logout countdown (mm:ss) of the session's idle window; a mouse press or a key restarts it; a
 * warning dialog comes up before the end (docs/decisions/idle-logout.md); at 0 the session logs out.
 */
export function IdleCountdown({ onExpire }: { onExpire: () => void }) {
  const { t } = useTranslation();
  // The page is left at sign-out just after the session goes: the default window until then.
  const idleSeconds = useSession()?.idleSeconds ?? SESSION_IDLE_SECONDS;
  const { remaining, warning, stay } = useIdleCountdown(idleSeconds, onExpire);
  return (
    <>
      <Tooltip title={t('layout.idleHint', { minutes: Math.round(idleSeconds / SECONDS_PER_MINUTE) })}>
        <span
          className={`idle-countdown${warning ? ' idle-countdown--warning' : ''}`}
          data-testid="idle-countdown"
        >
          <ClockCircleOutlined />
          <span className="idle-countdown__label">{t('layout.autoLogout')}</span>
          <span className="idle-countdown__time" data-testid="idle-countdown-time">
            {formatCountdown(remaining)}
          </span>
        </span>
      </Tooltip>
      <IdleWarningDialog
        open={warning}
        remaining={remaining}
        onStay={async () => {
          await renewSession();
          stay();
        }}
      />
    </>
  );
}
