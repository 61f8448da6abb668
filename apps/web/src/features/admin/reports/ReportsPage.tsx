import { EyeOutlined, EditOutlined } from '@ant-design/icons';
import { AccountType, AdminFunction, REPORT_STATES, REPORT_TYPES } from '@gps/codes';
import { PAGE_SIZES } from '@gps/contracts/constants';
import { DatePicker, Select, Tag, type TableColumnType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminReportsDocument, type AdminReportFieldsFragment } from '../../../gql/graphql';
import { ListPage } from '../../../shared/back-office/ListPage';
import { RowButton } from '../../../shared/back-office/RowActions';
import { useAdminRights } from '../../../shared/back-office/useAdminRights';
import { useListQuery } from '../../../shared/back-office/useListQuery';
import { useRowDialog } from '../../../shared/back-office/useRowDialog';
import { formatMicros } from '../../../shared/format';
import { personalText } from '../../../shared/personal-data/erased';
import { MessageText } from '../../../shared/ui/MessageText';
import { ReportDialog } from './ReportDialog';
import { REPORT_STATE_COLOURS, reportVariables, type ReportFilters } from './reportFilters';
import './reports.css';

type Row = AdminReportFieldsFragment;

/**
 * /admin/report (function 9): the customers' feedback reports, 50 a page, newest first, narrowed by
 * type, state, the days they were sent and a keyword; each opens to its whole text and its history,
 * where an administrator with the edit right moves it on with a note.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const rights = useAdminRights(AdminFunction.REPORT);
  const [filters, setFilters] = useState<ReportFilters>({});
  const opened = useRowDialog<Row>();
  const list = useListQuery(AdminReportsDocument, {
    pageSize: PAGE_SIZES.reports,
    variables: (params) => reportVariables(filters, params),
    rows: (data) => data.reports,
  });

  /** A new filter shows its first page. */
  const filter = (next: ReportFilters) => {
    setFilters(next);
    list.search(list.keyword ?? '');
  };

  const columns: TableColumnType<Row>[] = [
    {
      title: t('reports.fields.createdAt'),
      key: 'createdAt',
      width: 150,
      render: (_, r) => formatMicros(r.createdAt),
    },
    {
      title: t('reports.fields.type'),
      key: 'type',
      width: 120,
      render: (_, r) => t(`reportTypes.${r.reportTypeId}`),
    },
    {
      title: t('reports.fields.account'),
      key: 'account',
      width: 160,
      render: (_, r) =>
        `${r.account} · ${t(r.accountType === AccountType.DEVICE ? 'reports.accountTypes.device' : 'reports.accountTypes.fleet')}`,
    },
    {
      title: t('reports.fields.contact'),
      key: 'contact',
      width: 120,
      render: (_, r) => personalText(t, r.contact),
    },
    {
      title: t('reports.fields.contactMethod'),
      key: 'contactMethod',
      width: 160,
      render: (_, r) => personalText(t, r.contactMethod),
    },
    {
      title: t('reports.fields.description'),
      key: 'description',
      render: (_, r) => <MessageText text={r.description} />,
    },
    {
      title: t('reports.fields.state'),
      key: 'state',
      width: 100,
      render: (_, r) => <Tag color={REPORT_STATE_COLOURS[r.state]}>{t(`reports.states.${r.state}`)}</Tag>,
    },
    {
      title: t('reports.fields.updatedAt'),
      key: 'updatedAt',
      width: 150,
      render: (_, r) => formatMicros(r.updatedAt),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 80,
      fixed: 'right',
      render: (_, r) => (
        <RowButton
          title={t(rights.canEdit ? 'reports.handle' : 'reports.view')}
          icon={rights.canEdit ? <EditOutlined /> : <EyeOutlined />}
          onClick={() => opened.openEdit(r)}
        />
      ),
    },
  ];

  return (
    <ListPage<Row>
      testId="reports-page"
      title={t('admin.tabs.report')}
      description={t('reports.description')}
      search={{
        placeholder: t('reports.searchPlaceholder'),
        onSearch: list.search,
        hint: (
          <div className="report-filters">
            <Select<number>
              allowClear
              placeholder={t('reports.fields.type')}
              value={filters.reportTypeId}
              onChange={(reportTypeId?: number) => filter({ ...filters, reportTypeId })}
              options={REPORT_TYPES.map((code) => ({ value: code, label: t(`reportTypes.${code}`) }))}
              data-testid="report-type-filter"
            />
            <Select<number>
              allowClear
              placeholder={t('reports.fields.state')}
              value={filters.state}
              onChange={(state?: number) => filter({ ...filters, state })}
              options={REPORT_STATES.map((code) => ({ value: code, label: t(`reports.states.${code}`) }))}
              data-testid="report-state-filter"
            />
            <DatePicker.RangePicker
              placeholder={[t('reports.from'), t('reports.to')]}
              value={filters.period ? [dayjs(filters.period[0]), dayjs(filters.period[1])] : null}
              onChange={(range) =>
                filter({
                  ...filters,
                  period: range?.[0] && range[1] ? [range[0].valueOf(), range[1].valueOf()] : undefined,
                })
              }
              data-testid="report-period-filter"
            />
          </div>
        ),
      }}
      table={{
        rowKey: 'id',
        loading: list.loading,
        dataSource: list.rows,
        pagination: list.pagination,
        scroll: { x: 'max-content' },
        columns,
      }}
    >
      <ReportDialog
        open={opened.open}
        report={opened.row}
        canEdit={rights.canEdit}
        onClose={opened.close}
        onSaved={list.refetch}
      />
    </ListPage>
  );
}
