import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkInboxSeenDocument } from '../../gql/graphql';
import { useSafeMutation } from '../../shared/api/useSafeMutation';
import { InboxItemDetail } from './InboxItemDetail';
import { currentInboxItem, hasNextInboxItem, inboxPosition } from '../../shared/inbox/inboxQueue';
import { moveInbox, useInboxQueue } from '../../shared/inbox/inboxStore';
import './inbox.css';

/**
 * The announcement and message viewer every customer page shows: after sign-in and as they are
 * pushed, the announcements one at a time, then the messages. Moving past one (Next, or closing)
 * records it seen, so the next sign-in does not show it again.
 */
export function InboxViewer() {
  const { t } = useTranslation();
  const queue = useInboxQueue();
  // A failed record only means the item comes back at the next sign-in: not worth an error dialog.
  const [markSeen] = useSafeMutation(MarkInboxSeenDocument, { logOnly: true });
  const entry = currentInboxItem(queue);
  const position = inboxPosition(queue);
  const more = hasNextInboxItem(queue);

  const move = (close: boolean) => {
    const seen = moveInbox(close);
    if (seen) void markSeen(seen);
  };

  return (
    <Modal
      open={entry !== null}
      title={entry?.kind === 'message' ? t('inbox.message') : t('inbox.announcement')}
      centered
      maskClosable={false}
      onCancel={() => move(true)}
      data-testid="inbox-viewer"
      footer={
        <div className="inbox-viewer__footer">
          <Typography.Text type="secondary" data-testid="inbox-viewer-position">
            {position && t('inbox.position', position)}
          </Typography.Text>
          {more ? (
            <Button type="primary" onClick={() => move(false)} data-testid="inbox-viewer-next">
              {t('inbox.next')}
            </Button>
          ) : (
            <Button type="primary" onClick={() => move(true)} data-testid="inbox-viewer-close">
              {t('common.close')}
            </Button>
          )}
        </div>
      }
    >
      {entry && <InboxItemDetail key={`${entry.kind}:${entry.item.id}`} entry={entry} />}
    </Modal>
  );
}
