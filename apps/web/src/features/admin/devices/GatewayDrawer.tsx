import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Drawer, Empty, Spin, Table, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toAppError } from '../../../shared/api/errorMapping';
import { useSafeMutation } from '../../../shared/api/useSafeMutation';
import { AddDevicesDocument } from '../../../gql/graphql';
import { formatMicros, orDash } from '../../../shared/format';
import {
  GATEWAY_COUNTERS,
  GATEWAY_REFRESH_MS,
  isAddable,
  type GatewayInstance,
  type UnknownDevice,
} from './gatewayStatus';
import type { useGatewayStatus } from './useGatewayStatus';

type Status = ReturnType<typeof useGatewayStatus>;

function GatewayCard({ gateway }: { gateway: GatewayInstance }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      className="gateway-card"
      data-testid="gateway-instance"
      title={
        <span className="gateway-card__title">
          <Typography.Text strong className="gateway-card__id">
            {gateway.id}
          </Typography.Text>
          {gateway.stale ? (
            <Tooltip title={t('gateway.staleHint')}>
              <Tag color="red">{t('gateway.stale')}</Tag>
            </Tooltip>
          ) : (
            <Tag color="green">{t('gateway.reporting')}</Tag>
          )}
        </span>
      }
      extra={
        <span className="gateway-card__ports">
          {gateway.ports.map((port) => (
            <Tag key={port} bordered={false}>
              {port}
            </Tag>
          ))}
        </span>
      }
    >
      <Typography.Text type="secondary" className="gateway-card__times">
        {t('gateway.startedAt', { time: formatMicros(gateway.startedAt, true, true) })} ·{' '}
        {t('gateway.publishedAt', { time: formatMicros(gateway.publishedAt, true, true) })}
      </Typography.Text>
      <dl className="gateway-counters">
        {GATEWAY_COUNTERS.map(({ key, problem }) => {
          const value = gateway[key];
          return (
            <div
              key={key}
              data-testid={`counter-${key}`}
              className={`gateway-counter${problem && value > 0 ? ' gateway-counter--problem' : ''}`}
            >
              <Tooltip title={t(`gateway.counterHelp.${key}`)}>
                <dt>{t(`gateway.counters.${key}`)}</dt>
              </Tooltip>
              <dd>{value.toLocaleString()}</dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}

function unknownColumns(
  t: TFunction,
  provisioned: ReadonlySet<string>,
  canAdd: boolean,
  adding: string | null,
  onAdd: (serial: string) => void,
) {
  return [
    {
      title: t('gateway.unknown.serial'),
      dataIndex: 'serial',
      render: (serial: string) => <span className="gateway-serial">{serial}</span>,
    },
    {
      title: t('gateway.unknown.protocol'),
      dataIndex: 'protocol',
      width: 90,
      render: (protocol: string) => <Tag bordered={false}>{protocol.toUpperCase()}</Tag>,
    },
    { title: t('gateway.unknown.remoteAddress'), dataIndex: 'remoteAddress', render: orDash },
    {
      title: t('gateway.unknown.firstSeenAt'),
      dataIndex: 'firstSeenAt',
      width: 170,
      render: (v: number) => formatMicros(v, true, true),
    },
    {
      title: t('gateway.unknown.lastSeenAt'),
      dataIndex: 'lastSeenAt',
      width: 170,
      render: (v: number) => formatMicros(v, true, true),
    },
    { title: t('gateway.unknown.attempts'), dataIndex: 'attempts', width: 90, align: 'right' as const },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 150,
      render: (_: unknown, row: UnknownDevice) => {
        if (provisioned.has(row.serial)) return <Tag color="green">{t('gateway.unknown.provisioned')}</Tag>;
        if (!isAddable(row.serial)) {
          return (
            <Tooltip title={t('gateway.unknown.notASerialHint')}>
              <Tag>{t('gateway.unknown.notASerial')}</Tag>
            </Tooltip>
          );
        }
        if (!canAdd)
          return <Typography.Text type="secondary">{t('gateway.unknown.refused')}</Typography.Text>;
        return (
          <Button
            size="small"
            icon={<PlusOutlined />}
            loading={adding === row.serial}
            disabled={adding !== null && adding !== row.serial}
            onClick={() => onAdd(row.serial)}
          >
            {t('gateway.unknown.add')}
          </Button>
        );
      },
    },
  ];
}

/**
 * The device gateways at a glance: each process's counters since it started, and the unknown
 * serials they refused, each addable as a device in one click (with the device add right).
 */
export function GatewayDrawer({
  open,
  status,
  canAdd,
  onClose,
  onAdded,
}: {
  open: boolean;
  status: Status;
  canAdd: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [addDevices] = useSafeMutation(AddDevicesDocument);
  const [adding, setAdding] = useState<string | null>(null);

  const add = async (serial: string) => {
    setAdding(serial);
    try {
      const result = await addDevices({ deviceSerialNumbers: [serial] });
      if (!result) return;
      const { added, duplicates } = result.addDevices;
      if (added.includes(serial)) {
        message.success(t('gateway.unknown.added', { serial }));
        onAdded();
      } else if (duplicates.includes(serial)) {
        message.info(t('gateway.unknown.alreadyDevice', { serial }));
      } else {
        message.error(t('gateway.unknown.invalid', { serial }));
      }
      status.refreshLookup();
    } finally {
      setAdding(null);
    }
  };

  const error = status.error ? toAppError(status.error) : null;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="min(1080px, 100vw)"
      title={t('gateway.title')}
      extra={
        <span className="gateway-drawer__extra">
          <Typography.Text type="secondary">
            {t('gateway.refreshEvery', { seconds: GATEWAY_REFRESH_MS / 1000 })}
          </Typography.Text>
          <Tooltip title={t('common.refresh')}>
            <Button icon={<ReloadOutlined />} aria-label={t('common.refresh')} onClick={status.refresh} />
          </Tooltip>
        </span>
      }
    >
      <div data-testid="gateway-status">
        {error && (
          <Alert
            className="dialog-alert"
            type="error"
            showIcon
            title={t('gateway.loadFailed')}
            description={t(error.messageKey, error.messageParams)}
          />
        )}
        {status.loading ? (
          <div className="center-spin">
            <Spin />
          </div>
        ) : (
          status.loaded && (
            <>
              <section className="gateway-section">
                <Typography.Title level={5}>
                  {t('gateway.processes', { count: status.gateways.length })}
                </Typography.Title>
                <Typography.Paragraph type="secondary">{t('gateway.processesHint')}</Typography.Paragraph>
                {status.gateways.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('gateway.noGateway')} />
                ) : (
                  <div className="gateway-cards">
                    {status.gateways.map((g) => (
                      <GatewayCard key={g.id} gateway={g} />
                    ))}
                  </div>
                )}
              </section>
              <section className="gateway-section">
                <Typography.Title level={5}>{t('gateway.unknown.title')}</Typography.Title>
                <Typography.Paragraph type="secondary">{t('gateway.unknown.hint')}</Typography.Paragraph>
                <Typography.Paragraph data-testid="refused-serials">
                  {t('gateway.unknown.distinct', { total: status.refusedSerials.toLocaleString() })}
                </Typography.Paragraph>
                <Table<UnknownDevice>
                  data-testid="unknown-devices"
                  rowKey="serial"
                  size="small"
                  pagination={false}
                  scroll={{ x: 900 }}
                  dataSource={status.unknownDevices}
                  locale={{ emptyText: t('gateway.unknown.empty') }}
                  columns={unknownColumns(
                    t,
                    status.provisioned,
                    canAdd,
                    adding,
                    (serial) => void add(serial),
                  )}
                />
              </section>
            </>
          )
        )}
      </div>
    </Drawer>
  );
}
