import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A sign-in form: the identifying field(s) given as children, then the password and the submit button. */
export function LoginForm<Values extends { password: string }>({
  onFinish,
  pending,
  children,
}: {
  onFinish: (values: Values) => void;
  pending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form<Values> layout="vertical" size="large" requiredMark={false} onFinish={onFinish}>
      {children}
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
