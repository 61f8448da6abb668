import { DatePicker, Segmented, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HISTORY_MAX_DAYS, HISTORY_MAX_MICROS } from './historyLimits';
import { customPeriod, PERIOD_PRESETS, type CustomPeriodProblem, type PeriodPreset } from './periodPresets';
import type { HistoryPeriod } from './useHistoryPeriod';

const MICROS_PER_MS = 1000;

/** The presets, and a range picker for a custom period within the server's longest. */
export function PeriodPicker({ choice }: { choice: HistoryPeriod }) {
  const { t } = useTranslation();
  const [customOpen, setCustomOpen] = useState(choice.preset === 'custom');
  const [problem, setProblem] = useState<CustomPeriodProblem | null>(null);
  const shown: PeriodPreset = customOpen ? 'custom' : choice.preset;
  return (
    <div className="history-period" data-testid="history-period">
      <Segmented<PeriodPreset>
        aria-label={t('history.period.label')}
        value={shown}
        onChange={(preset) => {
          setProblem(null);
          if (preset === 'custom') setCustomOpen(true);
          else {
            setCustomOpen(false);
            choice.choosePreset(preset);
          }
        }}
        options={PERIOD_PRESETS.map((preset) => ({ value: preset, label: t(`history.period.${preset}`) }))}
      />
      {shown === 'custom' && (
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          data-testid="history-range"
          defaultValue={[
            dayjs(choice.period.startTime / MICROS_PER_MS),
            dayjs(choice.period.endTime / MICROS_PER_MS),
          ]}
          status={problem ? 'error' : undefined}
          onChange={(range) => {
            const [from, to] = range ?? [];
            if (!from || !to) return;
            const result = customPeriod(from.valueOf(), to.valueOf(), HISTORY_MAX_MICROS);
            if ('problem' in result) setProblem(result.problem);
            else {
              setProblem(null);
              choice.chooseCustom(result);
            }
          }}
        />
      )}
      {problem && (
        <Typography.Text type="danger" data-testid="history-period-problem">
          {t(`history.period.${problem}`, { days: HISTORY_MAX_DAYS })}
        </Typography.Text>
      )}
    </div>
  );
}
