import { ClockCircleOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { SESSION_IDLE_SECONDS } from '@gps/contracts/constants';
import { formatCountdown } from '../session/countdown';
import { useIdleCountdown } from '../session/useIdleCountdown';

/** Auto-logout countdown (mm:ss); any mouse press resets it; at 0 the session logs out. */
export function IdleCountdown({ onExpire }: { onExpire: () => void }) {
  const { t } = useTranslation();
  const remaining = useIdleCountdown(SESSION_IDLE_SECONDS, onExpire);
  const warning = remaining <= 60;
  return (
    <Tooltip title={t('layout.idleHint')}>
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
  );
}
