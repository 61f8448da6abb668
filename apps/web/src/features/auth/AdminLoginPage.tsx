import { UserOutlined } from '@ant-design/icons';
import { Alert, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AccountType } from '@gps/codes';
import { useSafeMutation } from '../../shared/api/useSafeMutation';
import { AuthLayout } from './AuthLayout';
import { hashPassword } from '../../shared/session/hashPassword';
import { clearSession } from '../../shared/session/store';
import { useSignIn } from './useSignIn';
import type { AdminLanding, AdminLoginReason } from './adminLanding';
import { LoginForm } from './LoginForm';
import { SignOutReasonAlert } from './SignOutReasonAlert';

/** Loaded with the client at the first submit (see MutationDocument). */
const loginAccountDocument = () => import('../../gql/graphql').then((m) => m.LoginAccountDocument);

interface Values {
  account: string;
  password: string;
}

/** Administrator login; lands on the first function the administrator may view. */
export function AdminLoginPage({ landingFor }: { landingFor: AdminLanding }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const [loginAccount, pending] = useSafeMutation(loginAccountDocument);
  // Why the browser came here: no function at all, or a page this administrator may not open.
  const [reason, setReason] = useState<AdminLoginReason | undefined>(
    (location.state as { reason?: AdminLoginReason } | null)?.reason,
  );

  const submit = async ({ account, password }: Values) => {
    setReason(undefined);
    const data = await loginAccount({ account: account.trim(), password: hashPassword(password) });
    if (!data) return;
    const session = signIn(data.loginAccount);
    const landing = session.accountType === AccountType.ADMIN ? landingFor(session.rights) : undefined;
    if (!landing) {
      clearSession();
      setReason('noPermission');
      return;
    }
    navigate(landing, { replace: true });
  };

  return (
    <AuthLayout variant="admin">
      <Card className="auth-card" variant="borderless" data-testid="admin-login">
        <Typography.Title level={3} className="auth-card__title">
          {t('adminLogin.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('adminLogin.subtitle')}</Typography.Paragraph>
        <SignOutReasonAlert />
        {reason && (
          <Alert
            type="warning"
            showIcon
            className="dialog-alert"
            title={t(`adminLogin.${reason}`)}
            data-testid="admin-login-reason"
          />
        )}
        <LoginForm<Values> onFinish={submit} pending={pending}>
          <Form.Item
            name="account"
            label={t('login.account')}
            rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" />
          </Form.Item>
        </LoginForm>
        <div className="auth-card__links">
          <Link to="/forgetPassword?type=admin">{t('login.forgotPassword')}</Link>
          <Link to="/">{t('adminLogin.toClient')}</Link>
        </div>
      </Card>
    </AuthLayout>
  );
}
