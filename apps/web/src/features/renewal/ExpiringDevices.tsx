import { useQuery } from '@apollo/client/react';
import { CLIENT_DEVICE_PAGE } from '@gps/contracts/constants';
import { Button, Checkbox, Empty, List, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpireServiceDevicesDocument, type RenewalDeviceFieldsFragment } from '../../gql/graphql';
import { formatMicros, orDash } from '../../shared/format';
import { ServiceStatusTag } from '../../shared/ui/StatusTags';
import { usePhone } from '../../shared/ui/usePhone';

/**
 * The account's devices whose service expires within 30 days or has expired, soonest first (the
 * server's order), to tick and renew together. On a phone each device is a card with its checkbox.
 */
export function ExpiringDevices({ onRenew }: { onRenew: (devices: RenewalDeviceFieldsFragment[]) => void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [selected, setSelected] = useState<string[]>([]);
  const { data, loading } = useQuery(ExpireServiceDevicesDocument, {
    // A client's device load (the spec's 1,000 a call): a fleet's renewals fit one page.
    variables: { pageIndex: 0, pageRows: CLIENT_DEVICE_PAGE },
    fetchPolicy: 'network-only',
  });
  const rows = data?.expireServiceDevices.rows ?? [];
  const chosen = rows.filter((r) => selected.includes(r.deviceSerialNumber));
  const toggle = (serial: string, on: boolean) =>
    setSelected((now) => (on ? [...now, serial] : now.filter((s) => s !== serial)));
  const name = (r: RenewalDeviceFieldsFragment) => r.carName ?? r.deviceSerialNumber;
  const plan = (r: RenewalDeviceFieldsFragment) =>
    r.planName ? t('plans.planLetter', { letter: r.planName }) : t('plans.noPlan');
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('renewal.noExpiring')} />;

  const columns = [
    {
      title: t('device.fields.carName'),
      key: 'name',
      render: (_: unknown, r: RenewalDeviceFieldsFragment) => name(r),
    },
    { title: t('device.fields.deviceSerialNumber'), dataIndex: 'deviceSerialNumber', key: 'serial' },
    {
      title: t('device.fields.planName'),
      key: 'plan',
      render: (_: unknown, r: RenewalDeviceFieldsFragment) => plan(r),
    },
    {
      title: t('device.fields.serviceExpiredDate'),
      dataIndex: 'serviceExpiredDate',
      key: 'expiry',
      render: (v: number | null) => formatMicros(v, false),
    },
    {
      title: t('device.fields.serviceStatusCode'),
      dataIndex: 'serviceStatusCode',
      key: 'status',
      render: (v: number | null) => <ServiceStatusTag code={v} />,
    },
  ];
  const card = (r: RenewalDeviceFieldsFragment) => (
    <List.Item className="maintenance-card">
      <div className="maintenance-card__head">
        <Checkbox
          checked={selected.includes(r.deviceSerialNumber)}
          onChange={(e) => toggle(r.deviceSerialNumber, e.target.checked)}
        >
          <Typography.Text strong>{name(r)}</Typography.Text>
        </Checkbox>
        <ServiceStatusTag code={r.serviceStatusCode} />
      </div>
      <Typography.Text type="secondary">
        {orDash(r.deviceSerialNumber)} · {plan(r)}
      </Typography.Text>
      <Typography.Text>
        {t('renewal.expiresOn', { date: formatMicros(r.serviceExpiredDate, false) })}
      </Typography.Text>
    </List.Item>
  );

  return (
    <div data-testid="expiring-devices">
      <div className="maintenance-toolbar">
        <Typography.Text type="secondary">{t('renewal.selected', { count: chosen.length })}</Typography.Text>
        <Button
          type="primary"
          disabled={chosen.length === 0}
          onClick={() => onRenew(chosen)}
          data-testid="renew-button"
        >
          {t('renewal.renew')}
        </Button>
      </div>
      {phone ? (
        <List
          rowKey="deviceSerialNumber"
          loading={loading}
          dataSource={rows}
          renderItem={card}
          locale={{ emptyText: empty }}
        />
      ) : (
        <Table
          rowKey="deviceSerialNumber"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: empty }}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        />
      )}
    </div>
  );
}
