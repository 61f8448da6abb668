import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WarningFieldsFragment } from '../../gql/graphql';
import { formatMicros } from '../../shared/format';

type Row = WarningFieldsFragment;

/** A warning's handling: open with the way to handle it, or handled with who, when and the note. */
export function HandledCell({ row, onHandle }: { row: Row; onHandle: (row: Row) => void }) {
  const { t } = useTranslation();
  if (!row.handled) {
    return (
      <Space size={4} wrap>
        <Tag color="orange">{t('warnings.state.open')}</Tag>
        <Button size="small" type="link" onClick={() => onHandle(row)} data-testid="handle-warning">
          {t('warnings.handle.action')}
        </Button>
      </Space>
    );
  }
  return (
    <div data-testid="warning-handled">
      <Tag color="green">{t('warnings.state.handled')}</Tag>
      <Typography.Text type="secondary" className="warning-handled__by">
        {t('warnings.state.by', { who: row.handledBy ?? '—', time: formatMicros(row.handledAt) })}
      </Typography.Text>
      {row.note && <div className="warning-handled__note">{row.note}</div>}
    </div>
  );
}
