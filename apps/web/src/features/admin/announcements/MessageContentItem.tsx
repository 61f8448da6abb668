import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGE_CONTENT_MAX } from '@gps/codes';

/** The text an announcement or a message carries: required, at most the spec's 280, in a text area. */
export function MessageContentItem({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="messageContent"
      label={label}
      rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
    >
      <Input.TextArea maxLength={MESSAGE_CONTENT_MAX} showCount autoSize={{ minRows: 4, maxRows: 10 }} />
    </Form.Item>
  );
}
