import { DatePicker, Typography } from 'antd';
import { STATISTIC_PERIOD_MAX_DAYS } from '@gps/codes';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatisticPeriod } from '../../shared/statistics/statisticKinds';
import {
  dayText,
  monthRange,
  rangePresets,
  rangeProblem,
  type DayRange,
  type RangeProblem,
} from './statisticsPeriod';

/**
 * The page's range: days (per day, per time zone) or months (per month), never past today; a
 * range the server would refuse is said here and not asked for.
 */
export function StatisticsPeriodPicker({
  period,
  range,
  today,
  onChange,
}: {
  period: StatisticPeriod;
  range: DayRange;
  today: string;
  onChange: (range: DayRange) => void;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const months = period === 'PerMonth';
  return (
    <div className="statistics-period" data-testid="statistics-period">
      <Typography.Text type="secondary">{t('statistics.period.label')}</Typography.Text>
      <DatePicker.RangePicker
        picker={months ? 'month' : 'date'}
        format={months ? 'YYYY-MM' : 'YYYY-MM-DD'}
        allowClear={false}
        inputReadOnly
        aria-label={t('statistics.period.label')}
        value={[dayjs(range.startDay), dayjs(range.endDay)]}
        disabledDate={(day) => dayText(day) > today}
        presets={rangePresets(period, today).map(({ preset, range: r }) => ({
          label: t(`statistics.period.presets.${preset}`),
          value: [dayjs(r.startDay), dayjs(r.endDay)],
        }))}
        status={problem ? 'error' : undefined}
        data-testid="statistics-range"
        onChange={(picked) => {
          const [from, to] = picked ?? [];
          if (!from || !to) return;
          const next = months
            ? monthRange(from, to, today)
            : { startDay: dayText(from), endDay: dayText(to) };
          const refused = rangeProblem(next);
          setProblem(refused);
          if (!refused) onChange(next);
        }}
      />
      {problem && (
        <Typography.Text type="danger" data-testid="statistics-period-problem">
          {t(`statistics.period.${problem}`, { days: STATISTIC_PERIOD_MAX_DAYS })}
        </Typography.Text>
      )}
    </div>
  );
}
