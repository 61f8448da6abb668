import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Table, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { toAppError } from '../../shared/api/errorMapping';
import type { CommandLogFieldsFragment } from '../../gql/graphql';
import { formatMicros, orDash } from '../../shared/format';
import { ERASED_TEXT, isErased } from '../../shared/personal-data/erased';
import { DeviceReply } from './DeviceReply';
import { closedLabelKey, valueLabelKey } from './remoteCommands';
import type { CommandLog } from './useCommandLog';

type Row = CommandLogFieldsFragment;

const STATUS_COLORS: Record<string, string> = {
  queued: 'default',
  sent: 'processing',
  replied: 'success',
  failed: 'error',
  expired: 'warning',
};

const time = (micros: number | null) => (micros ? dayjs(micros / 1000).format('HH:mm:ss') : '—');

function LoadFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const appError = toAppError(error);
  return (
    <Alert
      className="remote-alert"
      type="error"
      showIcon
      title={t('remote.history.loadFailed')}
      description={t(appError.messageKey, appError.messageParams)}
    />
  );
}

/**
 * Device reply tab: the device's commands of the current local day, newest first, with what was
 * sent and what the device answered. Re-read every 60 s and after each send (see useCommandLog).
 */
export function CommandHistory({ log }: { log: CommandLog }) {
  const { t } = useTranslation();
  const day = dayjs(log.window.startTime / 1000).format('YYYY-MM-DD');

  return (
    <div data-testid="command-history">
      <div className="toolbar">
        <div className="toolbar__left">
          <Typography.Text strong>{t('remote.history.today', { day })}</Typography.Text>
          <Typography.Text type="secondary">{t('common.total', { count: log.total })}</Typography.Text>
        </div>
        <div className="toolbar__right">
          {log.loadedAt !== null && (
            <Typography.Text type="secondary" data-testid="command-history-updated">
              {t('remote.history.updated', { time: dayjs(log.loadedAt).format('HH:mm:ss') })}
            </Typography.Text>
          )}
          <Tooltip title={t('remote.history.autoRefresh')}>
            <Button icon={<ReloadOutlined />} loading={log.refreshing} onClick={log.refresh}>
              {t('common.refresh')}
            </Button>
          </Tooltip>
        </div>
      </div>
      <LoadFailure error={log.error} />
      <Table<Row>
        rowKey="commandId"
        size="small"
        loading={log.loading}
        dataSource={log.rows as Row[]}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 1000 }}
        locale={{ emptyText: t('remote.history.empty') }}
        columns={[
          {
            title: t('remote.history.time'),
            dataIndex: 'requestTimestamp',
            width: 88,
            render: (v: number) => time(v),
          },
          {
            title: t('remote.history.command'),
            dataIndex: 'key',
            width: 170,
            render: (key: Row['key']) => (
              <span className="log-command">
                {t(`remote.keys.${key}.name`)}
                <code className="command-row__code">{key}</code>
              </span>
            ),
          },
          {
            title: t('remote.history.value'),
            dataIndex: 'value',
            width: 110,
            render: (value: string | null, row) => {
              const label = valueLabelKey(row.key, value);
              return label ? t(label.key, label.params) : '—';
            },
          },
          {
            title: t('remote.history.status'),
            dataIndex: 'status',
            width: 96,
            render: (status: string) => (
              <Tag color={STATUS_COLORS[status] ?? 'default'} data-status={status}>
                {t(`remote.status.${status}`, { defaultValue: status })}
              </Tag>
            ),
          },
          {
            title: t('remote.history.reply'),
            dataIndex: 'replyText',
            render: (text: string | null, row) => {
              if (row.status === 'failed' || row.status === 'expired') {
                return (
                  <Typography.Text type="danger" data-testid="command-failure">
                    {t(closedLabelKey(row.status, row.failure))}
                    {row.closedTimestamp ? ` · ${time(row.closedTimestamp)}` : ''}
                  </Typography.Text>
                );
              }
              if (text === null) return '—';
              if (isErased(text)) return t(ERASED_TEXT);
              return (
                <div className="log-reply">
                  <DeviceReply text={text} />
                  <Tooltip title={formatMicros(row.replyTimestamp, true, true)}>
                    <Typography.Text type="secondary" className="log-reply__time" data-testid="reply-time">
                      {time(row.replyTimestamp)}
                    </Typography.Text>
                  </Tooltip>
                </div>
              );
            },
          },
          {
            title: t('remote.history.sent'),
            dataIndex: 'sentText',
            width: 150,
            render: (text: string | null, row) =>
              isErased(text) ? (
                t(ERASED_TEXT)
              ) : text ? (
                <Tooltip title={formatMicros(row.sentTimestamp, true, true)}>
                  <code className="log-text">{text}</code>
                </Tooltip>
              ) : (
                '—'
              ),
          },
          {
            title: t('remote.history.requestedBy'),
            dataIndex: 'requestedBy',
            width: 120,
            render: orDash,
          },
        ]}
      />
    </div>
  );
}
