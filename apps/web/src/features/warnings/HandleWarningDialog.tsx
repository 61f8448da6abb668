import { TEXT_AREA_MAX } from '@gps/contracts/constants';
import { Descriptions, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HandleWarningDocument, type WarningFieldsFragment } from '../../gql/graphql';
import { useSafeMutation } from '../../shared/api/useSafeMutation';
import { validFormValues } from '../../shared/forms/validFormValues';
import { formatMicros } from '../../shared/format';
import { SaveDialog } from '../../shared/ui/SaveDialog';
import { vehicleOf, warningKindLabel } from './warningWords';

/** The note's limit (the spec's text length), as the server holds it: docs/decisions/warnings.md. */
export const NOTE_MAX = TEXT_AREA_MAX;

interface Values {
  note?: string;
}

/**
 * Marks one warning handled, with an optional one-line note. A warning someone else handled
 * meanwhile is refused by the server (already_handled), which the error dialog words.
 */
export function HandleWarningDialog({
  warning,
  onHandled,
  onClose,
}: {
  warning: WarningFieldsFragment | null;
  onHandled: (handled: WarningFieldsFragment) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [handle, saving] = useSafeMutation(HandleWarningDocument, { form });

  useEffect(() => {
    if (warning) form.resetFields();
  }, [warning, form]);

  const save = async () => {
    const values = await validFormValues(form);
    if (!values || !warning) return undefined;
    const done = await handle({ input: { warningId: warning.id, note: values.note ?? '' } });
    return done?.handleWarning;
  };

  return (
    <SaveDialog
      open={warning !== null}
      title={t('warnings.handle.title')}
      onSave={save}
      saving={saving}
      onSaved={onHandled}
      onClose={onClose}
      destroyOnHidden
    >
      {warning && (
        <Descriptions size="small" column={1} className="warning-dialog__what">
          <Descriptions.Item label={t('warnings.column.kind')}>
            {warningKindLabel(t, warning)}
          </Descriptions.Item>
          <Descriptions.Item label={t('warnings.column.vehicle')}>{vehicleOf(warning)}</Descriptions.Item>
          <Descriptions.Item label={t('warnings.column.time')}>
            {formatMicros(warning.timestamp, true, true)}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Form form={form} layout="vertical" data-testid="handle-warning-form">
        <Form.Item name="note" label={t('warnings.handle.note')} extra={t('warnings.handle.noteHint')}>
          <Input maxLength={NOTE_MAX} showCount placeholder={t('warnings.handle.notePlaceholder')} />
        </Form.Item>
      </Form>
    </SaveDialog>
  );
}
