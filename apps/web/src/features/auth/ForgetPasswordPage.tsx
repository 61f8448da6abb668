import { MailOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useSafeMutation } from '../../shared/api/useSafeMutation';
import { ForgetAccountPasswordDocument, RequestForgetPasswordDocument } from '../../gql/graphql';
import { AuthLayout } from './AuthLayout';

interface Values {
  account: string;
  email: string;
}

/**
 * Forgot password: clients (fleet account or device serial) use requestForgetPassword;
 * administrators (reached from the admin login, ?type=admin) use forgetAccountPassword.
 */
export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const isAdmin = params.get('type') === 'admin';
  const [sent, setSent] = useState(false);
  const [requestClient, clientPending] = useSafeMutation(RequestForgetPasswordDocument);
  const [requestAdmin, adminPending] = useSafeMutation(ForgetAccountPasswordDocument);
  const loginPath = isAdmin ? '/admin/login' : '/';

  const submit = async ({ account, email }: Values) => {
    const variables = { account: account.trim(), email: email.trim() };
    const data = isAdmin ? await requestAdmin(variables) : await requestClient(variables);
    if (data) setSent(true);
  };

  return (
    <AuthLayout variant={isAdmin ? 'admin' : 'client'}>
      <Card className="auth-card" variant="borderless" data-testid="forget-password">
        {sent ? (
          <Result
            status="success"
            title={t('forgetPassword.sentTitle')}
            subTitle={t('forgetPassword.sentText')}
            extra={
              <Link to={loginPath}>
                <Button type="primary">{t('common.backToLogin')}</Button>
              </Link>
            }
          />
        ) : (
          <>
            <Typography.Title level={3} className="auth-card__title">
              {t('forgetPassword.title')}
            </Typography.Title>
            <Typography.Paragraph type="secondary">
              {t(isAdmin ? 'forgetPassword.adminSubtitle' : 'forgetPassword.subtitle')}
            </Typography.Paragraph>
            <Form<Values> layout="vertical" size="large" requiredMark={false} onFinish={submit}>
              <Form.Item
                name="account"
                label={t(isAdmin ? 'login.account' : 'forgetPassword.accountOrSerial')}
                rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
              >
                <Input prefix={<UserOutlined />} autoComplete="username" />
              </Form.Item>
              <Form.Item
                name="email"
                label={t('forgetPassword.email')}
                rules={[
                  { required: true, whitespace: true, message: t('validation.required') },
                  { type: 'email', message: t('validation.email') },
                ]}
              >
                <Input prefix={<MailOutlined />} autoComplete="email" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={clientPending || adminPending}>
                {t('forgetPassword.submit')}
              </Button>
            </Form>
            <div className="auth-card__links">
              <Link to={loginPath}>{t('common.backToLogin')}</Link>
            </div>
          </>
        )}
      </Card>
    </AuthLayout>
  );
}
