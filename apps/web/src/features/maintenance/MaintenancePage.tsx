import { useQuery } from '@apollo/client/react';
import { App, Button, Card, Empty, Form, List, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddMileageMaintanceDocument,
  DeleteMileageMaintanceDocument,
  EditMileageMaintanceDocument,
  MileageMaintancesDocument,
  RecordMileageMaintanceServiceDocument,
  type MaintenanceFieldsFragment,
} from '../../gql/graphql';
import { useSafeMutation } from '../../shared/api/useSafeMutation';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePhone } from '../../shared/ui/usePhone';
import { DevicePicker } from '../../shared/vehicles/DevicePicker';
import { useDeviceChoice } from '../../shared/vehicles/useDeviceChoice';
import { MaintenanceFormDialog } from './MaintenanceFormDialog';
import {
  MAINTENANCE_PAGE,
  formValuesOf,
  itemInput,
  newItemValues,
  type CompleteFormValues,
  type MaintenanceFormValues,
} from './maintenanceItems';

/** The open dialog: its values are taken once, when it opens. */
type Dialog =
  | { mode: 'add'; values: MaintenanceFormValues }
  | { mode: 'edit'; id: string; values: MaintenanceFormValues };

const METERS_PER_KM = 1000;

/** `12,345 km` in the reader's locale. */
const km = (value: number, locale: string) =>
  `${value.toLocaleString(locale, { maximumFractionDigits: 0 })} km`;

/** A pair of a km figure and a date, either absent, joined with a dot. */
function pair(kmText: string | null, date: string | null): string {
  return [kmText, date].filter((part) => part !== null).join(' · ');
}

/**
 * /main/mileage: the chosen vehicle's maintenance items (the tree's selection, as the other client
 * tabs), 20 a page, each with its next due point and a due tag; add, edit, "service done" and
 * delete (docs/decisions/mileage-maintenance.md).
 */
export function MaintenancePage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const choice = useDeviceChoice();
  const phone = usePhone();
  const serial = choice.device?.deviceSerialNumber ?? null;
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [form] = Form.useForm<MaintenanceFormValues>();
  const { data, loading, refetch } = useQuery(MileageMaintancesDocument, {
    variables: { deviceSerialNumber: serial, pageIndex: page, pageRows: MAINTENANCE_PAGE },
    skip: serial === null,
    fetchPolicy: 'network-only',
  });
  const [add, adding] = useSafeMutation(AddMileageMaintanceDocument, { form });
  const [edit, editing] = useSafeMutation(EditMileageMaintanceDocument, { form });
  const [serviced] = useSafeMutation(RecordMileageMaintanceServiceDocument);
  const [remove] = useSafeMutation(DeleteMileageMaintanceDocument);
  const rows = data?.mileageMaintances.rows ?? [];
  const total = data?.mileageMaintances.total ?? 0;
  const locale = i18n.language;
  const odometerMeters = choice.device?.odometerMeters ?? null;
  const odometerKm = odometerMeters === null ? null : odometerMeters / METERS_PER_KM;

  const save = async (values: CompleteFormValues) => {
    if (serial === null || dialog === null) return;
    const input = itemInput(serial, values);
    const done =
      dialog.mode === 'add' ? await add({ input }) : await edit({ input: { ...input, id: dialog.id } });
    if (!done) return;
    setDialog(null);
    void message.success(t('common.saved'));
    void refetch();
  };

  const act = async (run: () => Promise<unknown>, done: string) => {
    if (await run()) {
      void message.success(done);
      void refetch();
    }
  };

  const interval = (r: MaintenanceFieldsFragment) =>
    pair(
      r.intervalKm === null ? null : km(r.intervalKm, locale),
      r.intervalDays === null ? null : t('maintenance.days', { count: r.intervalDays }),
    );
  const last = (r: MaintenanceFieldsFragment) => pair(km(r.lastServiceOdometerKm, locale), r.lastServiceDate);
  const next = (r: MaintenanceFieldsFragment) =>
    pair(r.nextDueOdometerKm === null ? null : km(r.nextDueOdometerKm, locale), r.nextDueDate);
  const dueTag = (r: MaintenanceFieldsFragment) =>
    r.due ? (
      <Tag color="red" data-testid="maintenance-due">
        {t('maintenance.due')}
      </Tag>
    ) : (
      <Tag color="green">{t('maintenance.notDue')}</Tag>
    );
  const actions = (r: MaintenanceFieldsFragment) => (
    <Space size={0} wrap>
      <Button type="link" onClick={() => setDialog({ mode: 'edit', id: r.id, values: formValuesOf(r) })}>
        {t('common.edit')}
      </Button>
      <Popconfirm
        title={t('maintenance.serviceConfirm', { name: r.name })}
        description={t('maintenance.serviceConfirmHint')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onConfirm={() =>
          act(
            () => serviced({ deviceSerialNumber: r.deviceSerialNumber, id: r.id }),
            t('maintenance.serviceRecorded'),
          )
        }
      >
        <Button type="link">{t('maintenance.serviceDone')}</Button>
      </Popconfirm>
      <Popconfirm
        title={t('maintenance.deleteConfirm', { name: r.name })}
        okText={t('common.delete')}
        okButtonProps={{ danger: true }}
        cancelText={t('common.cancel')}
        onConfirm={() =>
          act(() => remove({ deviceSerialNumber: r.deviceSerialNumber, id: r.id }), t('common.deleted'))
        }
      >
        <Button type="link" danger>
          {t('common.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );

  const columns = [
    { title: t('maintenance.fields.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('maintenance.interval'),
      key: 'interval',
      render: (_: unknown, r: MaintenanceFieldsFragment) => interval(r),
    },
    {
      title: t('maintenance.lastService'),
      key: 'last',
      render: (_: unknown, r: MaintenanceFieldsFragment) => last(r),
    },
    {
      title: t('maintenance.nextDue'),
      key: 'next',
      render: (_: unknown, r: MaintenanceFieldsFragment) => next(r),
    },
    {
      title: t('maintenance.state'),
      key: 'due',
      render: (_: unknown, r: MaintenanceFieldsFragment) => dueTag(r),
    },
    {
      title: t('maintenance.fields.remark'),
      dataIndex: 'remark',
      key: 'remark',
      render: (remark: string | null) => remark ?? '',
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_: unknown, r: MaintenanceFieldsFragment) => actions(r),
    },
  ];
  const pagination = {
    current: page + 1,
    pageSize: MAINTENANCE_PAGE,
    total,
    showSizeChanger: false,
    hideOnSinglePage: true,
    onChange: (nextPage: number) => setPage(nextPage - 1),
  };
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('maintenance.empty')} />;
  /** On a phone each item is a card (as the warnings page's): six columns do not fit 390 px. */
  const card = (r: MaintenanceFieldsFragment) => (
    <List.Item className="maintenance-card">
      <div className="maintenance-card__head">
        <Typography.Text strong>{r.name}</Typography.Text>
        {dueTag(r)}
      </div>
      <Typography.Text type="secondary">
        {t('maintenance.labelled', { label: t('maintenance.interval'), value: interval(r) })}
      </Typography.Text>
      <Typography.Text type="secondary">
        {t('maintenance.labelled', { label: t('maintenance.lastService'), value: last(r) })}
      </Typography.Text>
      <Typography.Text>
        {t('maintenance.labelled', { label: t('maintenance.nextDue'), value: next(r) })}
      </Typography.Text>
      {r.remark && <Typography.Text type="secondary">{r.remark}</Typography.Text>}
      {actions(r)}
    </List.Item>
  );

  return (
    <div data-testid="maintenance-page">
      <PageHeader
        title={t('client.tabs.mileage')}
        description={t('maintenance.description')}
        extra={<DevicePicker choice={choice} />}
      />
      <Card variant="borderless" className="content-card">
        {choice.device === null ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('maintenance.noDevice')} />
        ) : (
          <>
            <div className="maintenance-toolbar">
              <Typography.Text type="secondary">
                {t('maintenance.odometerNow', {
                  odometer: odometerKm === null ? t('maintenance.noOdometer') : km(odometerKm, locale),
                })}
              </Typography.Text>
              <Button
                type="primary"
                onClick={() =>
                  setDialog({
                    mode: 'add',
                    values: newItemValues(odometerKm),
                  })
                }
              >
                {t('maintenance.add')}
              </Button>
            </div>
            {phone ? (
              <List
                rowKey="id"
                loading={loading}
                dataSource={rows}
                renderItem={card}
                locale={{ emptyText: empty }}
                pagination={pagination}
              />
            ) : (
              <Table
                rowKey="id"
                size="middle"
                loading={loading}
                columns={columns}
                dataSource={rows}
                scroll={{ x: 'max-content' }}
                locale={{ emptyText: empty }}
                pagination={pagination}
              />
            )}
          </>
        )}
      </Card>
      {dialog && (
        <MaintenanceFormDialog
          title={dialog.mode === 'add' ? t('maintenance.add') : t('maintenance.edit')}
          initialValues={dialog.values}
          saving={adding || editing}
          form={form}
          onSave={(values) => void save(values)}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
