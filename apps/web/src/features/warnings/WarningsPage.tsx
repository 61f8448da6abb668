import { ReloadOutlined } from '@ant-design/icons';
import type { WarningKind } from '@gps/codes';
import { Alert, Button, Card, DatePicker, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WarningFieldsFragment } from '../../gql/graphql';
import { toAppError } from '../../shared/api/errorMapping';
import { formatMicros } from '../../shared/format';
import { useSystemSettings } from '../../shared/settings/useSystemSettings';
import { PageHeader } from '../../shared/ui/PageHeader';
import { useVehicles } from '../../shared/vehicles/VehiclesProvider';
import { HandleWarningDialog } from './HandleWarningDialog';
import { useWarningList } from './useWarningList';
import {
  NO_FILTER,
  shownKinds,
  WARNINGS_PAGE_ROWS,
  type HandledChoice,
  type WarningFilterState,
} from './warningFilters';
import { historyLink, placeOf, vehicleOf, warningKindLabel } from './warningWords';

type Row = WarningFieldsFragment;

function HandledCell({ row, onHandle }: { row: Row; onHandle: (row: Row) => void }) {
  const { t } = useTranslation();
  if (!row.handled) {
    return (
      <Space size={4} wrap>
        <Tag color="orange">{t('warnings.state.open')}</Tag>
        <Button size="small" type="link" onClick={() => onHandle(row)} data-testid="handle-warning">
          {t('warnings.handle.action')}
        </Button>
      </Space>
    );
  }
  return (
    <div data-testid="warning-handled">
      <Tag color="green">{t('warnings.state.handled')}</Tag>
      <Typography.Text type="secondary" className="warning-handled__by">
        {t('warnings.state.by', { who: row.handledBy ?? '—', time: formatMicros(row.handledAt) })}
      </Typography.Text>
      {row.note && <div className="warning-handled__note">{row.note}</div>}
    </div>
  );
}

/**
 * /main/warning: the caller's warnings, newest first, 50 a page, for the vehicles ticked in the tree
 * (all of the account's when none is), narrowed by period, kind and handled state; new ones
 * arrive live (useWarningList); each can be marked handled with a note.
 */
export function WarningsPage() {
  const { t } = useTranslation();
  const { selectedDevices } = useVehicles();
  const { flags } = useSystemSettings();
  const shown = useMemo(() => shownKinds(flags), [flags]);
  const serials = useMemo(() => selectedDevices.map((d) => d.deviceSerialNumber), [selectedDevices]);
  const [filters, setFilters] = useState<WarningFilterState>(NO_FILTER);
  const list = useWarningList(filters, serials, shown);
  const [handling, setHandling] = useState<Row | null>(null);
  const change = (next: Partial<WarningFilterState>) => setFilters((previous) => ({ ...previous, ...next }));
  const loadError = list.error ? toAppError(list.error) : null;

  return (
    <div data-testid="warnings-page">
      <PageHeader
        title={t('client.tabs.warning')}
        description={
          serials.length > 0 ? t('warnings.scope.ticked', { count: serials.length }) : t('warnings.scope.all')
        }
      />
      <Card variant="borderless" className="content-card">
        <div className="toolbar warnings-toolbar">
          <div className="toolbar__left">
            <DatePicker.RangePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              allowEmpty={[false, false]}
              placeholder={[t('warnings.filter.from'), t('warnings.filter.to')]}
              value={filters.period ? [dayjs(filters.period[0]), dayjs(filters.period[1])] : null}
              onChange={(range) =>
                change({
                  period: range?.[0] && range[1] ? [range[0].valueOf(), range[1].valueOf()] : null,
                })
              }
              data-testid="warnings-period"
            />
            <Select<WarningKind[]>
              mode="multiple"
              allowClear
              maxTagCount="responsive"
              className="warnings-toolbar__kinds"
              placeholder={t('warnings.filter.allKinds')}
              value={[...filters.kinds]}
              onChange={(kinds) => change({ kinds })}
              options={shown.map((kind) => ({ value: kind, label: t(`warningKinds.${kind}`) }))}
              optionFilterProp="label"
              data-testid="warnings-kinds"
            />
            <Select<HandledChoice>
              className="warnings-toolbar__handled"
              value={filters.handled}
              onChange={(handled) => change({ handled })}
              options={(['all', 'open', 'handled'] as const).map((value) => ({
                value,
                label: t(`warnings.filter.${value}`),
              }))}
              data-testid="warnings-handled"
            />
          </div>
          <div className="toolbar__right">
            <Typography.Text type="secondary">{t('common.total', { count: list.total })}</Typography.Text>
            <Button icon={<ReloadOutlined />} onClick={list.refresh}>
              {t('common.refresh')}
            </Button>
          </div>
        </div>
        {list.arrived > 0 && (
          <Alert
            className="warnings-arrived"
            type="info"
            showIcon
            title={t('warnings.arrived', { count: list.arrived })}
            action={
              <Button size="small" type="primary" onClick={list.showNewest}>
                {t('warnings.showNewest')}
              </Button>
            }
            data-testid="warnings-arrived"
          />
        )}
        {loadError && (
          <Alert
            type="error"
            showIcon
            title={t('warnings.loadFailed')}
            description={t(loadError.messageKey, loadError.messageParams)}
          />
        )}
        <Table<Row>
          rowKey="id"
          size="small"
          loading={list.loading}
          dataSource={list.rows as Row[]}
          scroll={{ x: 860 }}
          locale={{ emptyText: t('warnings.empty') }}
          pagination={{
            current: list.pageIndex + 1,
            pageSize: WARNINGS_PAGE_ROWS,
            total: list.total,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (page) => list.setPageIndex(page - 1),
          }}
          onRow={() => ({ 'data-testid': 'warning-row' }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            {
              title: t('warnings.column.time'),
              dataIndex: 'timestamp',
              width: 170,
              render: (micros: number) => formatMicros(micros, true, true),
            },
            {
              title: t('warnings.column.vehicle'),
              key: 'vehicle',
              width: 220,
              render: (_, row) => vehicleOf(row),
            },
            {
              title: t('warnings.column.kind'),
              dataIndex: 'kind',
              width: 170,
              render: (_, row) => (
                <Tag color="red" data-testid="warning-kind">
                  {warningKindLabel(t, row)}
                </Tag>
              ),
            },
            {
              title: t('warnings.column.place'),
              key: 'place',
              width: 190,
              render: (_, row) => {
                const place = placeOf(row);
                return place ? (
                  <Link to={historyLink(row.deviceSerialNumber)} title={t('warnings.placeLink')}>
                    {place}
                  </Link>
                ) : (
                  <Typography.Text type="secondary">{t('warnings.noPlace')}</Typography.Text>
                );
              },
            },
            {
              title: t('warnings.column.handled'),
              key: 'handled',
              render: (_, row) => <HandledCell row={row} onHandle={setHandling} />,
            },
          ]}
        />
      </Card>
      <HandleWarningDialog warning={handling} onHandled={list.refresh} onClose={() => setHandling(null)} />
    </div>
  );
}
