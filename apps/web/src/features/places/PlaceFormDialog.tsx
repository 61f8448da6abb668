import { useState, type ReactNode } from 'react';
import { Button, Form, Modal, Select, Typography, type FormInstance } from 'antd';
import type { AccountType } from '@gps/codes';
import { useTranslation } from 'react-i18next';
import { CopyToDevicesDialog } from './CopyToDevicesDialog';
import { deviceLabel, type PlaceDevice } from './placeDevice';
import { showsCopy, type PlaceFormMode } from './placeForm';
import { TargetTypeFields } from './TargetTypeFields';

interface Props<Fields> {
  title: string;
  form: FormInstance<Fields>;
  initialValues: Fields;
  mode: PlaceFormMode;
  accountType: AccountType;
  devices: readonly PlaceDevice[];
  /** The chosen device's serial number (the copy dialog lists the others). */
  serial: string | undefined;
  /** The chosen device's service has expired: Save and Copy are disabled (spec). */
  expired: boolean;
  saving?: boolean;
  nowMs: number;
  onSave: () => void;
  onCopy: (deviceSerialNumbers: string[]) => void;
  onClose: () => void;
  /** The fields after the device and the target type. */
  children: ReactNode;
}

/**
 * What the fence and marker forms (dialogs 7 and 8) share: the dialog with Copy (edit mode, fleet
 * accounts), Cancel and Save, the device and target type fields, the expired-service notice and the
 * copy dialog.
 */
export function PlaceFormDialog<Fields>(props: Props<Fields>) {
  const { title, form, initialValues, mode, accountType, devices, serial, expired, saving, nowMs } = props;
  const { t } = useTranslation();
  const [copyOpen, setCopyOpen] = useState(false);

  return (
    <Modal
      open
      title={title}
      centered
      maskClosable={false}
      onCancel={props.onClose}
      footer={[
        showsCopy(mode, accountType) && (
          <Button key="copy" disabled={expired} onClick={() => setCopyOpen(true)}>
            {t('places.copy.button')}
          </Button>
        ),
        <Button key="close" onClick={props.onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={saving} disabled={expired} onClick={props.onSave}>
          {t('common.save')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" initialValues={initialValues as object} requiredMark={false}>
        <Form.Item
          name="deviceSerialNumber"
          label={t('places.device')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Select
            disabled={mode === 'edit'}
            showSearch={{ optionFilterProp: 'label' }}
            options={devices.map((d) => ({ value: d.deviceSerialNumber, label: deviceLabel(d) }))}
          />
        </Form.Item>
        <TargetTypeFields />
        {props.children}
      </Form>
      {expired && <Typography.Text type="warning">{t('places.serviceExpired')}</Typography.Text>}
      <CopyToDevicesDialog
        open={copyOpen}
        devices={devices.filter((d) => d.deviceSerialNumber !== serial)}
        nowMs={nowMs}
        saving={saving}
        onOk={(serials) => {
          setCopyOpen(false);
          props.onCopy(serials);
        }}
        onClose={() => setCopyOpen(false)}
      />
    </Modal>
  );
}
