import { Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChartOption } from './useChartOption';
import { StatisticsChart } from './StatisticsChart';
import { StatisticsTable } from './StatisticsTable';
import { isEmptyAnswer, type Figure } from './statisticFigures';
import type { StatisticsAnswer } from './statisticsAnswer';

/**
 * An answer drawn: the chart, the warnings' kinds, and the table of every bucket with its totals;
 * or, when it counted nothing, the house's "no data found, search again".
 */
export function StatisticsFigures({
  answer,
  figures,
  onDay,
  testId,
}: {
  answer: StatisticsAnswer;
  figures: readonly Figure[];
  onDay?: (day: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const option = useChartOption(answer, figures);
  if (isEmptyAnswer([answer.totals, ...answer.rows], figures) || !option) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('common.noDataSearchAgain')}
        data-testid={`${testId}-empty`}
      />
    );
  }
  const byKind = answer.totals.byKind ?? [];
  return (
    <>
      <StatisticsChart
        option={option}
        testId={`${testId}-chart`}
        onBucket={onDay && ((index) => onDay(answer.rows[index].key))}
      />
      {byKind.length > 0 && (
        <div className="statistics-kinds" data-testid={`${testId}-kinds`}>
          {byKind.map((k) => (
            <Tag key={k.kind}>
              {t(`warningKinds.${k.kind}`)} {k.count}
            </Tag>
          ))}
        </div>
      )}
      <StatisticsTable answer={answer} figures={figures} onDay={onDay} testId={`${testId}-table`} />
    </>
  );
}
