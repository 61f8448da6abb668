import { NumberOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Form, Input, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AccountType } from '@gps/codes';
import { useSafeMutation } from '../../shared/api/useSafeMutation';
import { AuthLayout } from './AuthLayout';
import { hashPassword } from '../../shared/session/hashPassword';
import { useSignIn } from './useSignIn';
import { receiveSignInInbox } from '../../shared/inbox/inboxStore';
import type { AdminLanding } from './adminLanding';
import { LoginForm } from './LoginForm';
import { SignOutReasonAlert } from './SignOutReasonAlert';

/** Loaded with the client at the first submit (see MutationDocument). */
const loginDocument = () => import('../../gql/graphql').then((m) => m.LoginDocument);

type Mode = 'account' | 'device';

interface Values {
  identifier: string;
  password: string;
}

/** Client login: by fleet account or by device serial number, with a password (sent hashed). */
export function ClientLoginPage({ landingFor }: { landingFor: AdminLanding }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const [mode, setMode] = useState<Mode>('account');
  const [login, pending] = useSafeMutation(loginDocument);
  const from = (location.state as { from?: string } | null)?.from;

  const submit = async ({ identifier, password }: Values) => {
    const id = identifier.trim();
    const data = await login({
      input: {
        ...(mode === 'account' ? { account: id } : { deviceSerialNumber: id }),
        password: hashPassword(password),
      },
    });
    if (!data) return;
    const session = signIn(data.login);
    if (session.accountType === AccountType.ADMIN) {
      navigate(landingFor(session.rights) ?? '/admin/login', { replace: true });
      return;
    }
    // What the customer has not seen yet: the customer area's viewer shows it over the first page.
    receiveSignInInbox(data.login.announcementDatas, data.login.messageDatas);
    navigate(from?.startsWith('/main') ? from : '/main/monitor', { replace: true });
  };

  return (
    <AuthLayout>
      <Card className="auth-card" variant="borderless" data-testid="client-login">
        <Typography.Title level={3} className="auth-card__title">
          {t('login.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
        <SignOutReasonAlert />
        <Segmented<Mode>
          block
          value={mode}
          onChange={setMode}
          options={[
            { value: 'account', label: t('login.byAccount') },
            { value: 'device', label: t('login.byDevice') },
          ]}
          className="auth-card__segmented"
        />
        <LoginForm<Values> onFinish={submit} pending={pending}>
          <Form.Item
            name="identifier"
            label={mode === 'account' ? t('login.account') : t('login.deviceSerialNumber')}
            rules={[
              { required: true, whitespace: true, message: t('validation.required') },
              ...(mode === 'device'
                ? [{ pattern: /^\s*\d{1,20}\s*$/, message: t('validation.serialNumber') }]
                : []),
            ]}
          >
            <Input
              prefix={mode === 'account' ? <UserOutlined /> : <NumberOutlined />}
              autoComplete="username"
              inputMode={mode === 'device' ? 'numeric' : undefined}
            />
          </Form.Item>
        </LoginForm>
        <div className="auth-card__links">
          <Link to="/forgetPassword">{t('login.forgotPassword')}</Link>
          <Link to="/PrivatePolicy">{t('privacy.title')}</Link>
        </div>
      </Card>
    </AuthLayout>
  );
}
