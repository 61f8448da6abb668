import { Drawer, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatisticGroup } from '../../shared/statistics/statisticKinds';
import { StatisticsFigures } from './StatisticsFigures';
import type { Figure } from './statisticFigures';
import { useStatisticsDay, type StatisticsScopeInput } from './useStatistics';

/** A day of the per-day page opened: its 24 hours (the Day call), beside the page. */
export function StatisticsDayDrawer({
  group,
  scope,
  figures,
  day,
  onClose,
}: {
  group: StatisticGroup;
  scope: StatisticsScopeInput;
  figures: readonly Figure[];
  day: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { answer, loading } = useStatisticsDay(group, scope, day);
  return (
    <Drawer
      open={day !== null}
      onClose={onClose}
      size="min(760px, 100vw)"
      title={day && t('statistics.dayTitle', { day })}
    >
      <Spin spinning={loading}>
        {answer && <StatisticsFigures answer={answer} figures={figures} testId="statistics-day" />}
      </Spin>
    </Drawer>
  );
}
