import { LogoutOutlined, MailOutlined, MessageOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserMenu } from '../../shared/ui/UserMenu';
import { config } from '../../shared/config';
import { ComingSoonDialog } from '../../shared/ui/ComingSoonDialog';

/** Customer user menu: Feedback, Message list, Help (external link), Logout. */
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
              <a href={config.helpUrl} target="_blank" rel="noopener noreferrer">
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
      <ComingSoonDialog
        open={open === 'feedback'}
        titleKey="userMenu.feedback"
        onClose={() => setOpen(null)}
      />
      <ComingSoonDialog
        open={open === 'messages'}
        titleKey="userMenu.messages"
        onClose={() => setOpen(null)}
      />
    </>
  );
}
