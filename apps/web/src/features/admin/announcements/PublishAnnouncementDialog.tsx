import { AnnouncementStatus } from '@gps/codes';
import { App, DatePicker, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageContentItem } from './MessageContentItem';
import { AdminPublishAnnouncementDocument } from '../../../gql/graphql';
import { useSafeMutation } from '../../../shared/api/useSafeMutation';
import { validFormValues } from '../../../shared/forms/validFormValues';
import { publishAnnouncementVariables } from './announcementForm';

/** The form's fields carry the call's input names, so the server's field issues land under them. */
interface Values {
  publishDate: Dayjs | null;
  messageContent: string;
}

/**
 * Publishing an announcement to every customer: its publish time (now unless moved later; a later
 * one waits and reaches the customers when it comes) and its text, at most 280 characters.
 */
export function PublishAnnouncementDialog({
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
  const [publish, publishing] = useSafeMutation(AdminPublishAnnouncementDocument, { form });

  useEffect(() => {
    if (open) form.setFieldsValue({ publishDate: dayjs(), messageContent: '' });
  }, [open, form]);

  const submit = async () => {
    const values = await validFormValues(form);
    if (!values) return;
    const draft = { publishAtMs: values.publishDate?.valueOf() ?? null, content: values.messageContent };
    const done = await publish(publishAnnouncementVariables(draft, Date.now()));
    if (!done) return;
    const scheduled = done.publishAnnouncement.status === AnnouncementStatus.SCHEDULED;
    void message.success(t(scheduled ? 'announcements.scheduled' : 'announcements.published'));
    onPublished();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('announcements.publish')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('announcements.publishSubmit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: publishing }}
      maskClosable={false}
      width={560}
      forceRender
    >
      <Form form={form} layout="vertical" requiredMark={false} data-testid="publish-announcement-form">
        <Form.Item
          name="publishDate"
          label={t('announcements.fields.activeDate')}
          extra={t('announcements.publishDateHint')}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            allowClear={false}
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
            className="full-width"
          />
        </Form.Item>
        <MessageContentItem label={t('announcements.fields.content')} />
        <Typography.Text type="secondary">{t('announcements.publishHint')}</Typography.Text>
      </Form>
    </Modal>
  );
}
