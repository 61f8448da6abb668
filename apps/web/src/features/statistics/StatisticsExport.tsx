import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@gps/codes';
import { reportError } from '../../shared/api/errorBus';
import { postForFile, saveFile } from '../../shared/api/fileCall';
import { useSession } from '../../shared/session/store';
import type { StatisticGroup } from '../../shared/statistics/statisticKinds';
import type { StatisticsScopeInput } from './useStatistics';
import type { DayRange, StatisticGrouping } from './statisticsPeriod';

const STATISTICS_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
type StatisticsExportFormat = (typeof STATISTICS_EXPORT_FORMATS)[number];

/** The CSV and XLSX buttons: the page's table as a file (exportStatistics); a refusal in the error dialog. */
export function StatisticsExport({
  group,
  scope,
  range,
  groupBy,
}: {
  group: StatisticGroup;
  scope: StatisticsScopeInput;
  range: DayRange;
  groupBy: StatisticGrouping;
}) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [busy, setBusy] = useState<StatisticsExportFormat | null>(null);

  const download = async (format: StatisticsExportFormat) => {
    if (!session) return;
    setBusy(format);
    const body = JSON.stringify({
      userToken: session.token,
      ...scope,
      ...range,
      groupBy,
      group,
      format,
      language: i18n.language as Language,
    });
    const result = await postForFile(
      'exportStatistics',
      body,
      `${group}-${range.startDay}-${range.endDay}.${format}`,
    );
    setBusy(null);
    if ('error' in result) reportError(result.error);
    else saveFile(result.file, result.fileName);
  };

  return (
    <Space wrap>
      {STATISTICS_EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          icon={<DownloadOutlined />}
          loading={busy === format}
          disabled={busy !== null && busy !== format}
          onClick={() => void download(format)}
          data-testid={`statistics-export-${format}`}
        >
          {t('statistics.export', { format: format.toUpperCase() })}
        </Button>
      ))}
    </Space>
  );
}
