import { LogoutOutlined, MailOutlined, MessageOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserMenu } from '../../shared/ui/UserMenu';
import { FeedbackDialog } from '../../features/feedback/FeedbackDialog';
import { MessageListDialog } from '../../features/inbox/MessageListDialog';
import { HELP_PATH } from '../../features/help/helpPath';

/** Customer user menu: Feedback, Message list, Help (our /help, which the server may send elsewhere), Logout. */
export function ClientUserMenu({ name, onLogout }: { name: string; onLogout: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'feedback' | 'messages' | null>(null);
  return (
    <>
      <UserMenu
        name={name}
        items={[
          {
            key: 'feedback',
            icon: <MessageOutlined />,
            label: t('userMenu.feedback'),
            onClick: () => setOpen('feedback'),
          },
          {
            key: 'messages',
            icon: <MailOutlined />,
            label: t('userMenu.messages'),
            onClick: () => setOpen('messages'),
          },
          {
            key: 'help',
            icon: <QuestionCircleOutlined />,
            label: (
              <a href={HELP_PATH} data-testid="help-link" target="_blank" rel="noopener noreferrer">
                {t('userMenu.help')}
              </a>
            ),
          },
          { type: 'divider' },
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            label: t('userMenu.logout'),
            danger: true,
            onClick: onLogout,
          },
        ]}
      />
      <FeedbackDialog open={open === 'feedback'} onClose={() => setOpen(null)} />
      <MessageListDialog open={open === 'messages'} onClose={() => setOpen(null)} />
    </>
  );
}
