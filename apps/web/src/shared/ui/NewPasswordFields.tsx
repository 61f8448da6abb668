import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A new password and its confirmation (form fields `password` and `confirm`): both required, equal. */
export function NewPasswordFields({ label, prefix }: { label: string; prefix?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={label}
        rules={[{ required: true, message: t('validation.required') }]}
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
