import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RenewalDeviceFieldsFragment } from '../../gql/graphql';
import { PageHeader } from '../../shared/ui/PageHeader';
import { ExpiringDevices } from './ExpiringDevices';
import { PlanOrdersList } from './PlanOrdersList';
import { RenewDialog } from './RenewDialog';

/**
 * /main/serviceExpire: the devices to renew (expiring within 30 days or expired) and the account's
 * orders, as two tabs; renewing opens the order dialog for the ticked devices.
 */
export function ServiceExpirePage() {
  const { t } = useTranslation();
  const [renewing, setRenewing] = useState<RenewalDeviceFieldsFragment[] | null>(null);
  return (
    <div data-testid="service-expire-page">
      <PageHeader title={t('client.tabs.serviceExpire')} description={t('renewal.description')} />
      <Card variant="borderless" className="content-card">
        <Tabs
          items={[
            {
              key: 'devices',
              label: t('renewal.devicesTab'),
              children: <ExpiringDevices onRenew={setRenewing} />,
            },
            { key: 'orders', label: t('renewal.ordersTab'), children: <PlanOrdersList /> },
          ]}
        />
      </Card>
      {renewing && <RenewDialog devices={renewing} onClose={() => setRenewing(null)} />}
    </div>
  );
}
