import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { bucketLabel } from './bucketLabels';
import type { ChartRow } from './chartOption';
import { figureHeading, figureText } from './figureText';
import type { Figure } from './statisticFigures';
import type { StatisticsAnswer } from './statisticsAnswer';

/** Every bucket of the answer as a row, and a totals row beneath; a day's row may open its hours. */
export function StatisticsTable({
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
  const { t, i18n } = useTranslation();
  const text = (figure: Figure, row: Omit<ChartRow, 'key'>) =>
    figureText(figure, row[figure.key], i18n.language, (key, values) => t(key, values));
  const columns = [
    {
      key: 'bucket',
      title: t(`statistics.bucket.${answer.groupBy}`),
      render: (_: unknown, row: ChartRow) =>
        onDay ? (
          <Typography.Link onClick={() => onDay(row.key)}>
            {bucketLabel(answer.groupBy, row.key)}
          </Typography.Link>
        ) : (
          bucketLabel(answer.groupBy, row.key)
        ),
    },
    ...figures.map((figure) => ({
      key: figure.key,
      title: figureHeading(figure, t),
      align: 'right' as const,
      render: (_: unknown, row: ChartRow) => text(figure, row),
    })),
  ];
  return (
    <Table<ChartRow>
      data-testid={testId}
      className="statistics-table"
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={answer.rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      summary={() => (
        <Table.Summary fixed>
          <Table.Summary.Row className="statistics-table__totals" data-testid="statistics-totals">
            <Table.Summary.Cell index={0}>
              <Typography.Text strong>{t('statistics.totals')}</Typography.Text>
            </Table.Summary.Cell>
            {figures.map((figure, i) => (
              <Table.Summary.Cell key={figure.key} index={i + 1} align="right">
                <Typography.Text strong>{text(figure, answer.totals)}</Typography.Text>
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}
