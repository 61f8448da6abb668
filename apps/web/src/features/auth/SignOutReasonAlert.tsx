import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearSignOutReason, peekSignOutReason } from '../../shared/session/signOutReason';

/**
 * Why the app signed the user out (the idle logout, a session the server refused), shown once on
 * the login page it went to; nothing after a sign-out the user asked for.
 */
export function SignOutReasonAlert() {
  const { t } = useTranslation();
  const [reason] = useState(peekSignOutReason);
  useEffect(() => clearSignOutReason(), []);
  if (!reason) return null;
  return (
    <Alert
      type={reason === 'idle' ? 'info' : 'warning'}
      showIcon
      className="dialog-alert"
      title={t(`idle.reason.${reason}`)}
      data-testid="sign-out-reason"
    />
  );
}
