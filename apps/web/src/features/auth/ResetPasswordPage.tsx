import { LockOutlined } from '@ant-design/icons';
import { Button, Card, Form, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useSafeMutation } from '../../shared/api/useSafeMutation';
import { NewPasswordFields } from '../../shared/ui/NewPasswordFields';
import { ResetAccountPasswordDocument, ResetPasswordDocument } from '../../gql/graphql';
import { AuthLayout } from './AuthLayout';

interface Values {
  password: string;
  confirm: string;
}

/**
 * Reset password from the e-mailed link: /resetPassword?key=<resetKey> (clients, resetPassword) or
 * /resetPassword?key=<resetKey>&type=admin (administrators, resetAccountPassword).
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const resetKey = params.get('key') ?? '';
  const isAdmin = params.get('type') === 'admin';
  const [done, setDone] = useState(false);
  const [resetClient, clientPending] = useSafeMutation(ResetPasswordDocument);
  const [resetAdmin, adminPending] = useSafeMutation(ResetAccountPasswordDocument);
  const loginPath = isAdmin ? '/admin/login' : '/';

  const submit = async ({ password }: Values) => {
    // The password itself: the server holds it to the policy and stores it as before.
    const variables = { resetKey, password };
    const data = isAdmin ? await resetAdmin(variables) : await resetClient(variables);
    if (data) setDone(true);
  };

  let body;
  if (!resetKey) {
    body = (
      <Result
        status="warning"
        title={t('resetPassword.invalidTitle')}
        subTitle={t('resetPassword.invalidText')}
        extra={
          <Link to={isAdmin ? '/forgetPassword?type=admin' : '/forgetPassword'}>
            <Button type="primary">{t('forgetPassword.title')}</Button>
          </Link>
        }
      />
    );
  } else if (done) {
    body = (
      <Result
        status="success"
        title={t('resetPassword.doneTitle')}
        subTitle={t('resetPassword.doneText')}
        extra={
          <Link to={loginPath}>
            <Button type="primary">{t('common.backToLogin')}</Button>
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <Typography.Title level={3} className="auth-card__title">
          {t('resetPassword.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('resetPassword.subtitle')}</Typography.Paragraph>
        <Form<Values> layout="vertical" size="large" requiredMark={false} onFinish={submit}>
          <NewPasswordFields label={t('resetPassword.newPassword')} prefix={<LockOutlined />} />
          <Button type="primary" htmlType="submit" block loading={clientPending || adminPending}>
            {t('resetPassword.submit')}
          </Button>
        </Form>
      </>
    );
  }

  return (
    <AuthLayout variant={isAdmin ? 'admin' : 'client'}>
      <Card className="auth-card" variant="borderless" data-testid="reset-password">
        {body}
      </Card>
    </AuthLayout>
  );
}
