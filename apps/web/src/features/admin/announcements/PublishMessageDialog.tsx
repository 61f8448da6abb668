import { MESSAGE_RECEIVERS_MAX, RECEIVER_ACCOUNT_TYPES, ReceiverAccountType } from '@gps/codes';
import { App, Form, Modal, Radio } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageContentItem } from './MessageContentItem';
import { AdminPublishMessageDocument } from '../../../gql/graphql';
import { useSafeMutation } from '../../../shared/api/useSafeMutation';
import { validFormValues } from '../../../shared/forms/validFormValues';
import { publishMessageVariables } from './messageFilters';
import { ReceiverPicker, type Choice } from './ReceiverPicker';

/** The form's fields carry the call's input names, so the server's field issues land under them. */
interface Values {
  receiverAccountType: ReceiverAccountType;
  receiverAccountIds: Choice[];
  messageContent: string;
}

/**
 * Sending a message to chosen fleets or devices: each receiver gets its own, read by that account
 * only (a main fleet's is not its sub-fleets' nor its vehicles'; docs/decisions/announcements-and-messages.md).
 */
export function PublishMessageDialog({
  open,
  onClose,
  onPublished,
}: {
  open: boolean;
  onClose: () => void;
  onPublished: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [publish, publishing] = useSafeMutation(AdminPublishMessageDocument, { form });
  const type = Form.useWatch('receiverAccountType', form);

  useEffect(() => {
    if (open) {
      form.setFieldsValue({
        receiverAccountType: ReceiverAccountType.FLEET,
        receiverAccountIds: [],
        messageContent: '',
      });
    }
  }, [open, form]);

  const submit = async () => {
    const values = await validFormValues(form);
    if (!values) return;
    const done = await publish(
      publishMessageVariables(values.receiverAccountType, values.receiverAccountIds, values.messageContent),
    );
    if (!done) return;
    void message.success(t('messages.sent', { count: done.publishMessage.rows.length }));
    onPublished();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('messages.publish')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('messages.publishSubmit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: publishing }}
      maskClosable={false}
      width={600}
      forceRender
    >
      <Form form={form} layout="vertical" requiredMark={false} data-testid="publish-message-form">
        <Form.Item name="receiverAccountType" label={t('messages.fields.receiverType')}>
          <Radio.Group
            optionType="button"
            onChange={() => form.setFieldValue('receiverAccountIds', [])}
            options={RECEIVER_ACCOUNT_TYPES.map((code) => ({
              value: code,
              label: t(`messages.receiverTypes.${code}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="receiverAccountIds"
          label={t('messages.fields.receivers')}
          extra={t(`messages.receiversHint.${type ?? ReceiverAccountType.FLEET}`)}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <ReceiverPicker
            type={type}
            active={open}
            mode="multiple"
            maxCount={MESSAGE_RECEIVERS_MAX}
            placeholder={t(`messages.searchReceivers.${type ?? ReceiverAccountType.FLEET}`)}
            data-testid="message-receivers"
          />
        </Form.Item>
        <MessageContentItem label={t('messages.fields.content')} />
      </Form>
    </Modal>
  );
}
