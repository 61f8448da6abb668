import { Descriptions, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGE_CONTENT_MAX } from '@gps/codes';
import { formatMicros } from '../../shared/format';
import type { InboxItem } from '../../shared/inbox/inboxQueue';

/** The most rows the read-only text grows to before it scrolls (280 characters fit on a phone). */
const CONTENT_MAX_ROWS = 10;

/**
 * One announcement (its publish time) or message (its sender and send time) with its whole text,
 * read-only: the viewer's and the message list's detail.
 */
export function InboxItemDetail({ entry }: { entry: InboxItem }) {
  const { t } = useTranslation();
  const time = formatMicros(entry.item.activeDate);
  return (
    <div className="inbox-detail" data-testid={`inbox-detail-${entry.kind}`}>
      <Descriptions size="small" column={1}>
        {entry.kind === 'message' && (
          <Descriptions.Item label={t('inbox.sender')}>
            <span data-testid="inbox-detail-sender">{entry.item.sender}</span>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={entry.kind === 'message' ? t('inbox.sentAt') : t('inbox.publishedAt')}>
          <span data-testid="inbox-detail-time">{time}</span>
        </Descriptions.Item>
      </Descriptions>
      <Input.TextArea
        readOnly
        value={entry.item.content}
        maxLength={MESSAGE_CONTENT_MAX}
        autoSize={{ minRows: 3, maxRows: CONTENT_MAX_ROWS }}
        aria-label={t('inbox.content')}
        data-testid="inbox-detail-content"
      />
    </div>
  );
}
