import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_LIMITS, passwordRule } from '../forms/passwordRule';

/**
 * A new password and its confirmation (form fields `password` and `confirm`): both required, equal,
 * and the password held to the policy with its hint. The name it signs in with is the form's
 * `account` field unless `accountName` gives it (the server knows it on a reset).
 */
export function NewPasswordFields({
  label,
  prefix,
  accountName,
}: {
  label: string;
  prefix?: ReactNode;
  accountName?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={label}
        extra={t('rules.password.hint', PASSWORD_LIMITS)}
        rules={[
          { required: true, message: t('validation.required') },
          passwordRule(t, (form) => accountName ?? form.getFieldValue('account')),
        ]}
      >
        <Input.Password prefix={prefix} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('resetPassword.confirmPassword')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('validation.required') },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || getFieldValue('password') === value
                ? Promise.resolve()
                : Promise.reject(new Error(t('validation.passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password prefix={prefix} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
