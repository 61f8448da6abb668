import { REPORT_NOTE_MAX, REPORT_STATES } from '@gps/codes';
import { Descriptions, Form, Input, Select, Timeline, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminEditReportDocument, type AdminReportFieldsFragment } from '../../../gql/graphql';
import { useSafeMutation } from '../../../shared/api/useSafeMutation';
import { formatMicros } from '../../../shared/format';
import { validFormValues } from '../../../shared/forms/validFormValues';
import { personalText } from '../../../shared/personal-data/erased';
import { SaveDialog } from '../../../shared/ui/SaveDialog';
import { editReportVariables } from './reportFilters';

/** The form's fields carry the call's input names, so the server's field issues land under them. */
interface Values {
  state: number;
  note: string;
}

/**
 * A report opened: everything the customer sent, who handled it so far (each change: who, when, the
 * state and note it set), and, with the edit right, its next state and a note.
 */
export function ReportDialog({
  open,
  report,
  canEdit,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** Kept while the dialog closes, so its content does not vanish as it fades. */
  report: AdminReportFieldsFragment | null;
  canEdit: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [edit, saving] = useSafeMutation(AdminEditReportDocument, { form });

  useEffect(() => {
    if (open && report) form.setFieldsValue({ state: report.state, note: report.note ?? '' });
  }, [open, report, form]);

  const save = async () => {
    const values = await validFormValues(form);
    if (!values || !report) return undefined;
    return edit(editReportVariables(report.id, values.state, values.note));
  };

  return (
    <SaveDialog
      open={open}
      title={t('reports.dialogTitle')}
      onSave={save}
      saving={saving}
      readOnly={!canEdit}
      onSaved={onSaved}
      onClose={onClose}
      width={640}
    >
      {report && (
        <div data-testid="report-dialog">
          <Descriptions size="small" column={2} bordered className="report-details">
            <Descriptions.Item label={t('reports.fields.createdAt')}>
              {formatMicros(report.createdAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('reports.fields.type')}>
              {t(`reportTypes.${report.reportTypeId}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('reports.fields.account')}>{report.account}</Descriptions.Item>
            <Descriptions.Item label={t('reports.fields.contact')}>
              {personalText(t, report.contact)}
            </Descriptions.Item>
            <Descriptions.Item label={t('reports.fields.contactMethod')} span={2}>
              {personalText(t, report.contactMethod)}
            </Descriptions.Item>
            <Descriptions.Item label={t('reports.fields.description')} span={2}>
              <Typography.Paragraph className="message-text">{report.description}</Typography.Paragraph>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} className="report-history-title">
            {t('reports.history')}
          </Typography.Title>
          {report.changes.length === 0 ? (
            <Typography.Text type="secondary">{t('reports.noChanges')}</Typography.Text>
          ) : (
            <Timeline
              className="report-history"
              items={report.changes.map((change) => ({
                key: `${change.at}`,
                content: (
                  <>
                    <Typography.Text strong>{t(`reports.states.${change.state}`)}</Typography.Text>
                    <Typography.Text type="secondary">
                      {' · '}
                      {t('reports.changedBy', { by: change.by, at: formatMicros(change.at) })}
                    </Typography.Text>
                    {change.note && <div className="message-text">{change.note}</div>}
                  </>
                ),
              }))}
              data-testid="report-history"
            />
          )}
          <Form
            form={form}
            layout="vertical"
            disabled={!canEdit}
            className="report-edit"
            data-testid="report-form"
          >
            <Form.Item
              name="state"
              label={t('reports.fields.state')}
              rules={[{ required: true, message: t('validation.required') }]}
            >
              <Select
                options={REPORT_STATES.map((code) => ({ value: code, label: t(`reports.states.${code}`) }))}
                data-testid="report-state"
              />
            </Form.Item>
            <Form.Item name="note" label={t('reports.fields.note')}>
              <Input.TextArea maxLength={REPORT_NOTE_MAX} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
            </Form.Item>
          </Form>
        </div>
      )}
    </SaveDialog>
  );
}
