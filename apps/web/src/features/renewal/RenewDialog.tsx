import { OrderKind } from '@gps/codes';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { RenewalItemsDocument, type RenewalDeviceFieldsFragment } from '../../gql/graphql';
import { OrderDialog } from './OrderDialog';
import { planOfDevices } from './orderForm';

/** Renewing the ticked devices: the active items of their shared plan (getRenewalItems). */
export function RenewDialog({
  devices,
  onClose,
}: {
  devices: readonly RenewalDeviceFieldsFragment[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const plan = planOfDevices(devices);
  // The items of a plan are the same for each of its devices: the first one's are asked.
  const { data, loading } = useQuery(RenewalItemsDocument, {
    variables: { deviceSerialNumber: devices[0].deviceSerialNumber },
    skip: 'problem' in plan,
    fetchPolicy: 'network-only',
  });
  const items = data?.renewalItems.rows ?? [];
  return (
    <OrderDialog
      title={t('renewal.renewTitle', { count: devices.length })}
      kind={OrderKind.SERVICE}
      devices={devices.map((d) => ({
        deviceSerialNumber: d.deviceSerialNumber,
        name: d.carName ?? d.deviceSerialNumber,
        expiry: d.serviceExpiredDate,
      }))}
      items={items.map((i) => ({ ...i, description: i.description }))}
      loadingItems={loading}
      notice={'problem' in plan ? t(`renewal.${plan.problem}`) : undefined}
      onClose={onClose}
    />
  );
}
