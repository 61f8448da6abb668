import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { DevicePresenceFieldsFragment } from '../../gql/graphql';
import { formatMicros, orDash } from '../../shared/format';
import { offlineDurationParts } from './offlineSpans';

const COORDINATE_DIGITS = 5;

function place(row: DevicePresenceFieldsFragment): string {
  if (row.address) return row.address;
  if (row.latitude === null || row.longitude === null) return '—';
  return `${row.latitude.toFixed(COORDINATE_DIGITS)}, ${row.longitude.toFixed(COORDINATE_DIGITS)}`;
}

/** The columns both pages show: the vehicle, its fleet, its state and since when, where it last was. */
export function presenceColumns(t: TFunction): TableColumnsType<DevicePresenceFieldsFragment> {
  return [
    { title: t('device.fields.deviceSerialNumber'), dataIndex: 'deviceSerialNumber', width: 170 },
    { title: t('device.fields.carName'), dataIndex: 'carName', render: orDash },
    { title: t('device.fields.fleetAlias'), dataIndex: 'fleetAlias', render: orDash },
    {
      title: t('deviceStatus.columns.bucket'),
      dataIndex: 'bucket',
      render: (bucket: string) => t(`deviceStatus.buckets.${bucket}`),
    },
    {
      title: t('deviceStatus.columns.lastSeen'),
      dataIndex: 'lastSeenTimestamp',
      render: (micros: number | null) =>
        micros === null ? t('deviceStatus.neverSeen') : formatMicros(micros),
    },
    {
      title: t('deviceStatus.columns.offlineFor'),
      dataIndex: 'offlineSeconds',
      render: (seconds: number | null) => {
        if (seconds === null) return '—';
        const { key, ...parts } = offlineDurationParts(seconds);
        return t(key, parts);
      },
    },
    {
      title: t('deviceStatus.columns.lastFix'),
      dataIndex: 'lastFixTimestamp',
      render: (m: number | null) => formatMicros(m),
    },
    { title: t('deviceStatus.columns.place'), key: 'place', render: (_, row) => place(row) },
    {
      title: t('deviceStatus.columns.added'),
      dataIndex: 'createDate',
      render: (micros: number) => formatMicros(micros, false),
    },
  ];
}
