import { App, Button, Form, Input, Modal, Select } from 'antd';
import { REPORT_TYPES } from '@gps/codes';
import { useTranslation } from 'react-i18next';
import { AddFeedbackReportDocument } from '../../gql/graphql';
import { useSafeMutation } from '../../shared/api/useSafeMutation';
import {
  FEEDBACK_INITIAL,
  FEEDBACK_LIMITS as L,
  feedbackVariables,
  type FeedbackValues,
} from './feedbackForm';

/** The rows the description starts with and grows to. */
const DESCRIPTION_ROWS = { minRows: 4, maxRows: 8 };

/**
 * The user menu's Feedback: a type (the configured options, the first by default), who to contact and
 * how, and what happened (required, 280 characters) -> addReport, for the back office to handle.
 */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FeedbackValues>();
  const [send, sending] = useSafeMutation(AddFeedbackReportDocument, { form });

  const close = () => {
    form.resetFields();
    onClose();
  };
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const done = await send(feedbackVariables(values));
    if (!done) return;
    void message.success(t('feedback.sent'));
    close();
  };

  return (
    <Modal
      open={open}
      title={t('userMenu.feedback')}
      centered
      maskClosable={false}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="send"
          type="primary"
          loading={sending}
          onClick={() => void submit()}
          data-testid="feedback-send"
        >
          {t('feedback.send')}
        </Button>,
      ]}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={FEEDBACK_INITIAL}
        data-testid="feedback-form"
      >
        <Form.Item name="reportTypeId" label={t('feedback.fields.type')}>
          <Select
            options={REPORT_TYPES.map((code) => ({ value: code, label: t(`reportTypes.${code}`) }))}
            data-testid="feedback-type"
          />
        </Form.Item>
        <Form.Item name="contact" label={t('feedback.fields.contact')}>
          <Input maxLength={L.contactMax} autoComplete="name" data-testid="feedback-contact" />
        </Form.Item>
        <Form.Item name="contactMethod" label={t('feedback.fields.contactMethod')}>
          <Input
            maxLength={L.contactMethodMax}
            placeholder={t('feedback.contactMethodHint')}
            data-testid="feedback-contact-method"
          />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('feedback.fields.description')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input.TextArea
            maxLength={L.descriptionMax}
            showCount
            autoSize={DESCRIPTION_ROWS}
            data-testid="feedback-description"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
