import { EditOutlined } from '@ant-design/icons';
import { BinaryFlag } from '@gps/codes';
import { Button, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { DeviceStatusBadge, ServiceStatusTag } from '../ui/StatusTags';
import type { DeviceFieldsFragment } from '../../gql/graphql';
import { formatMicros, orDash } from '../format';
import { personalText } from '../personal-data/erased';

/** Columns of the back-office device tables (devices page and a fleet's devices). */
export function deviceColumns(
  t: TFunction,
  onEdit: ((device: DeviceFieldsFragment) => void) | null,
): TableColumnsType<DeviceFieldsFragment> {
  return [
    {
      title: t('device.fields.deviceSerialNumber'),
      dataIndex: 'deviceSerialNumber',
      width: 170,
      fixed: 'left',
    },
    { title: t('device.fields.carName'), dataIndex: 'carName', render: orDash },
    {
      title: t('device.fields.deviceOwnerName'),
      dataIndex: 'deviceOwnerName',
      render: (v: string | null) => personalText(t, v),
    },
    { title: t('device.fields.fleetAlias'), dataIndex: 'fleetAlias', render: orDash },
    {
      title: t('device.fields.allocated'),
      dataIndex: 'allocated',
      width: 110,
      render: (v: number) =>
        v === BinaryFlag.ON ? (
          <Tag color="blue">{t('device.allocation.1')}</Tag>
        ) : (
          <Tag>{t('device.allocation.0')}</Tag>
        ),
    },
    { title: t('device.fields.planName'), dataIndex: 'planName', render: orDash },
    {
      title: t('device.fields.serviceStatusCode'),
      dataIndex: 'serviceStatusCode',
      width: 110,
      render: (v: number | null) => <ServiceStatusTag code={v} />,
    },
    {
      title: t('device.fields.serviceExpiredDate'),
      dataIndex: 'serviceExpiredDate',
      width: 130,
      render: (v: number | null) => formatMicros(v, false),
    },
    {
      title: t('device.fields.deviceStatusCode'),
      dataIndex: 'deviceStatusCode',
      width: 100,
      render: (v: number) => <DeviceStatusBadge code={v} />,
    },
    ...(onEdit
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            width: 72,
            fixed: 'right' as const,
            render: (_: unknown, row: DeviceFieldsFragment) => (
              <Tooltip title={t('common.edit')}>
                <Button type="text" icon={<EditOutlined />} onClick={() => onEdit(row)} />
              </Tooltip>
            ),
          },
        ]
      : []),
  ];
}
