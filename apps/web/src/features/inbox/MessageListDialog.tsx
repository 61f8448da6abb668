import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InboxItemDetail } from './InboxItemDetail';
import { InboxListTable } from './InboxListTable';
import type { InboxItem, InboxKind } from '../../shared/inbox/inboxQueue';
import './inbox.css';

/** The width the list's time, sender and text columns fit in; a phone gets its own width. */
const DIALOG_WIDTH = 720;

/**
 * The user menu's Message list: the account's messages and the announcements, each in a tab, and
 * the whole text of one in a detail view with a way back to the list where it was.
 */
export function MessageListDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<InboxKind>('message');
  const [detail, setDetail] = useState<InboxItem | null>(null);

  const close = () => {
    setDetail(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('userMenu.messages')}
      width={DIALOG_WIDTH}
      centered
      destroyOnHidden
      onCancel={close}
      footer={
        detail ? (
          <Button icon={<ArrowLeftOutlined />} onClick={() => setDetail(null)} data-testid="inbox-list-back">
            {t('inbox.backToList')}
          </Button>
        ) : null
      }
    >
      {detail && <InboxItemDetail entry={detail} />}
      {/* Kept mounted under the detail, so Back returns to the same tab and page. */}
      <div hidden={detail !== null}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key === 'announcement' ? 'announcement' : 'message')}
          items={[
            {
              key: 'message',
              label: t('inbox.messages'),
              children: <InboxListTable kind="message" onOpen={setDetail} />,
            },
            {
              key: 'announcement',
              label: t('inbox.announcements'),
              children: <InboxListTable kind="announcement" onOpen={setDetail} />,
            },
          ]}
        />
      </div>
    </Modal>
  );
}
