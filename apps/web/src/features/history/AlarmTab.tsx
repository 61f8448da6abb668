import { useQuery } from '@apollo/client/react';
import { Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryWarningsDocument, type HistoryWarningsQuery } from '../../gql/graphql';
import { formatMicros } from '../../shared/format';
import { formatCoordinates } from '../../shared/numbers';
import { ALARM_PAGE_ROWS } from './historyLimits';
import type { Period } from './periodPresets';

type WarningRow = HistoryWarningsQuery['warnings']['rows'][number];

/** The alarm tab: the device's warnings in the period, newest first, 50 a page (spec). */
export function AlarmTab({
  deviceSerialNumber,
  period,
  onShow,
}: {
  deviceSerialNumber: string;
  period: Period;
  onShow: (latitude: number, longitude: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const [pageIndex, setPageIndex] = useState(0);
  const query = useQuery(HistoryWarningsDocument, {
    variables: {
      filter: {
        deviceSerialNumbers: [deviceSerialNumber],
        startTime: period.startTime,
        endTime: period.endTime,
      },
      pageIndex,
      pageRows: ALARM_PAGE_ROWS,
    },
    fetchPolicy: 'network-only',
  });
  const columns: TableProps<WarningRow>['columns'] = [
    { key: 'time', title: t('history.alarm.time'), render: (_, w) => formatMicros(w.timestamp, true, true) },
    {
      key: 'kind',
      title: t('history.alarm.kind'),
      render: (_, w) => t(`warningKinds.${w.kind}`, { defaultValue: t('warningKinds.other') }),
    },
    {
      key: 'place',
      title: t('history.alarm.place'),
      render: (_, w) =>
        w.latitude !== null && w.latitude !== undefined && w.longitude !== null && w.longitude !== undefined
          ? formatCoordinates(w.latitude, w.longitude, i18n.language)
          : '—',
    },
  ];
  return (
    <Table<WarningRow>
      data-testid="history-alarms"
      size="small"
      rowKey="id"
      loading={query.loading}
      columns={columns}
      dataSource={query.data?.warnings.rows ?? []}
      scroll={{ x: 520 }}
      onRow={(w) => ({
        onClick: () => {
          if (typeof w.latitude === 'number' && typeof w.longitude === 'number')
            onShow(w.latitude, w.longitude);
        },
      })}
      pagination={{
        current: pageIndex + 1,
        pageSize: ALARM_PAGE_ROWS,
        total: query.data?.warnings.total ?? 0,
        showSizeChanger: false,
        onChange: (page) => setPageIndex(page - 1),
      }}
    />
  );
}
