import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { axisLabel } from './bucketLabels';
import { chartOption, stackedKinds } from './chartOption';
import { figureHeading } from './figureText';
import type { Figure } from './statisticFigures';
import type { StatisticsAnswer } from './statisticsAnswer';

/** The chart of an answer in the reader's language (series, kinds, axis names, units). */
export function useChartOption(answer: StatisticsAnswer | null, figures: readonly Figure[]) {
  const { t } = useTranslation();
  return useMemo(() => {
    if (!answer) return null;
    const kinds = stackedKinds(answer.rows, answer.totals.byKind ?? []);
    return chartOption(figures, answer.rows, kinds, {
      figure: (figure) => figureHeading(figure, t, true),
      kind: (kind) => t(`warningKinds.${kind}`),
      axis: (key) => axisLabel(answer.groupBy, key),
    });
  }, [answer, figures, t]);
}
