import { BinaryFlag, OrderKind, VipPlanFlag } from '@gps/codes';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Checkbox, Empty, List, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  OrderDevicesDocument,
  VipPlanItemsDocument,
  type RenewalDeviceFieldsFragment,
} from '../../gql/graphql';
import { formatMicros } from '../../shared/format';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePhone } from '../../shared/ui/usePhone';
import { CLIENT_DEVICE_PAGE } from '@gps/contracts/constants';
import { OrderDialog } from './OrderDialog';
import { expiryOf } from './orderProgress';
import { RENEWAL_PAGES } from './renewalPages';

/** The VIP plan items a customer can buy fit one page of the catalogue (PAGE_SIZES.vipPlans). */
const ITEMS_PAGE = 50;

/** What each page sells: VIP service days (flag 1) or an address plan (flag 2). */
const PAGES = {
  [VipPlanFlag.VIP_SERVICE]: {
    kind: OrderKind.VIP,
    titleKey: 'client.tabs.vipPlan',
    key: 'vip',
    other: RENEWAL_PAGES.address,
  },
  [VipPlanFlag.ADDRESS_PLAN]: {
    kind: OrderKind.ADDRESS_PLAN,
    titleKey: 'client.addressPlan',
    key: 'address',
    other: RENEWAL_PAGES.vip,
  },
} as const;

/**
 * /main/vipPlan and /main/addressPlan: the account's devices offered value-added services, each with
 * its current VIP service or address plan expiry, ticked and bought through the order dialog.
 */
export function ValuePlanPage({ flag }: { flag: VipPlanFlag }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const { kind, titleKey, key, other } = PAGES[flag];
  const [selected, setSelected] = useState<string[]>([]);
  const [buying, setBuying] = useState<RenewalDeviceFieldsFragment[] | null>(null);
  const devices = useQuery(OrderDevicesDocument, {
    variables: { filter: {}, pageRows: CLIENT_DEVICE_PAGE },
    fetchPolicy: 'network-only',
  });
  const items = useQuery(VipPlanItemsDocument, {
    variables: { flags: [flag], pageIndex: 0, pageRows: ITEMS_PAGE },
    fetchPolicy: 'network-only',
  });
  const rows = (devices.data?.devices.rows ?? []).filter((d) => d.isValueAddedVisible === BinaryFlag.ON);
  const chosen = rows.filter((r) => selected.includes(r.deviceSerialNumber));
  const name = (r: RenewalDeviceFieldsFragment) => r.carName ?? r.deviceSerialNumber;
  const expiry = (r: RenewalDeviceFieldsFragment) => {
    const at = expiryOf(kind, r);
    return at === null ? t('renewal.neverBought') : formatMicros(at, false);
  };
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('renewal.noValueDevices')} />;
  const card = (r: RenewalDeviceFieldsFragment) => (
    <List.Item className="maintenance-card">
      <Checkbox
        checked={selected.includes(r.deviceSerialNumber)}
        onChange={(e) =>
          setSelected((now) =>
            e.target.checked ? [...now, r.deviceSerialNumber] : now.filter((s) => s !== r.deviceSerialNumber),
          )
        }
      >
        <Typography.Text strong>{name(r)}</Typography.Text>
      </Checkbox>
      <Typography.Text type="secondary">{r.deviceSerialNumber}</Typography.Text>
      <Typography.Text>
        {t('renewal.labelled', { label: t(`renewal.expiryOf.${kind}`), value: expiry(r) })}
      </Typography.Text>
    </List.Item>
  );

  return (
    <div data-testid={`${key}-plan-page`}>
      <PageHeader
        title={t(titleKey)}
        description={t(`renewal.${key}Description`)}
        // The address plan page has no top tab of its own (spec): each page leads to the other.
        extra={
          <Link to={other.path}>
            <Button>{t(other.labelKey)}</Button>
          </Link>
        }
      />
      <Card variant="borderless" className="content-card">
        <div className="maintenance-toolbar">
          <Typography.Text type="secondary">
            {t('renewal.selected', { count: chosen.length })}
          </Typography.Text>
          <Button type="primary" disabled={chosen.length === 0} onClick={() => setBuying(chosen)}>
            {t('renewal.buy')}
          </Button>
        </div>
        {phone ? (
          <List
            rowKey="deviceSerialNumber"
            loading={devices.loading}
            dataSource={rows}
            renderItem={card}
            locale={{ emptyText: empty }}
          />
        ) : (
          <Table
            rowKey="deviceSerialNumber"
            size="middle"
            loading={devices.loading}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: empty }}
            rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
            columns={[
              { title: t('device.fields.carName'), key: 'name', render: (_: unknown, r) => name(r) },
              { title: t('device.fields.deviceSerialNumber'), dataIndex: 'deviceSerialNumber', key: 's' },
              { title: t(`renewal.expiryOf.${kind}`), key: 'expiry', render: (_: unknown, r) => expiry(r) },
            ]}
          />
        )}
      </Card>
      {buying && (
        <OrderDialog
          title={t(`renewal.${key}Title`, { count: buying.length })}
          kind={kind}
          devices={buying.map((d) => ({
            deviceSerialNumber: d.deviceSerialNumber,
            name: name(d),
            expiry: expiryOf(kind, d),
          }))}
          items={(items.data?.vipPlanItems.rows ?? []).map((i) => ({
            id: i.id,
            name: i.name,
            price: i.price,
            extendDays: i.extendDays,
            description: i.description,
          }))}
          loadingItems={items.loading}
          onClose={() => setBuying(null)}
        />
      )}
    </div>
  );
}

export const VipPlanPage = () => <ValuePlanPage flag={VipPlanFlag.VIP_SERVICE} />;
export const AddressPlanPage = () => <ValuePlanPage flag={VipPlanFlag.ADDRESS_PLAN} />;
