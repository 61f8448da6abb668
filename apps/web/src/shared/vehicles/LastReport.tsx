import { useTranslation } from 'react-i18next';
import { formatMicros } from '../format';
import { reportAge } from './reportAge';
import { useNowMicros } from './useNowMicros';

/**
 * When a device last reported (`lastSeenTimestamp`: any message from it, not an administrator's
 * edit of its row): to the second and as "x ago", or "never reported".
 */
export function LastReport({ lastSeenTimestamp }: { lastSeenTimestamp: number | null | undefined }) {
  const { t } = useTranslation();
  const now = useNowMicros();
  const age = reportAge(lastSeenTimestamp, now);
  return (
    <span className="last-report" data-testid="last-report">
      {t('monitor.lastReport')}:{' '}
      {age === null
        ? t('monitor.neverReported')
        : `${formatMicros(lastSeenTimestamp, true, true)} (${t(`monitor.ago.${age.unit}`, { count: age.count })})`}
    </span>
  );
}
