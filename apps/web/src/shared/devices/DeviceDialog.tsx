import { App, AutoComplete, Checkbox, Col, Form, Input, Row, Select, Tag } from 'antd';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSafeMutation } from '../api/useSafeMutation';
import { EditDeviceDocument, type DeviceFieldsFragment } from '../../gql/graphql';
import { SaveDialog } from '../ui/SaveDialog';
import {
  CAR_POWER_CHOICES,
  DEVICE_ICON_CHOICES,
  SERVICE_STATUS_CHOICES,
  VALUE_ADDED_CHOICES,
  type Choice,
} from './deviceOptions';
import { isEditableDeviceField } from './editableDeviceFields';
import { deviceChanges, initialDeviceValues, type DeviceFormValues } from './deviceForm';
import { SpeedLimitField } from '../forms/SpeedLimitField';
import { modelSuggestions } from './modelSuggestions';
import { passwordHint, passwordRule } from '../forms/passwordRule';
import { validFormValues } from '../forms/validFormValues';
import { erasedHint } from '../personal-data/erased';

/** Which area opens the editor: the back office's marks its title. */
export type DialogMode = 'admin' | 'customer';

interface Props {
  open: boolean;
  /** admin: the back-office editor; customer: the customer-area editor. */
  mode: DialogMode;
  device: DeviceFieldsFragment | null;
  onClose: () => void;
  onSaved: (device: DeviceFieldsFragment) => void;
}

/**
 * Device viewer/editor. What may be changed is the server's: the device's `editableFields` for the
 * caller (none: a viewer). Only changed fields are sent; the password (behind a checkbox) is sent as typed, held to the password policy.
 */
export function DeviceDialog({ open, mode, device, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<DeviceFormValues>();
  const serialId = useId();
  const [editDevice, saving] = useSafeMutation(EditDeviceDocument, { form });
  const initial = useMemo(() => (device ? initialDeviceValues(device) : null), [device]);
  const changePassword = Form.useWatch('changePassword', form);
  const model = Form.useWatch('model', form);
  const suggestedModels = useMemo(() => modelSuggestions(model ?? ''), [model]);

  useEffect(() => {
    if (!open || !initial) return;
    form.resetFields();
    form.setFieldsValue(initial);
  }, [open, initial, form]);

  const editableFields = device?.editableFields ?? [];
  const editable = editableFields.length > 0;
  const disabled = (field: keyof DeviceFormValues) => !isEditableDeviceField(editableFields, field);
  const options = <T,>(choices: readonly Choice<T>[]) =>
    choices.map((c) => ({ value: c.value, label: t(c.labelKey) }));

  const submit = async () => {
    if (!device || !initial) return undefined;
    const values = await validFormValues(form);
    if (!values) return undefined;
    const changes = deviceChanges(initial, { ...initial, ...values }, editableFields);
    if (Object.keys(changes).length === 0) {
      message.info(t('device.dialog.noChanges'));
      onClose();
      return undefined;
    }
    const data = await editDevice({ input: { deviceSerialNumber: device.deviceSerialNumber, ...changes } });
    return data?.editDevice;
  };

  return (
    <SaveDialog
      open={open}
      title={
        <span>
          {t(editable ? 'device.dialog.editTitle' : 'device.dialog.viewTitle')}{' '}
          {mode === 'admin' && <Tag color="blue">{t('device.dialog.adminMode')}</Tag>}
        </span>
      }
      width={760}
      onSave={submit}
      saving={saving}
      readOnly={!editable}
      onSaved={onSaved}
      onClose={onClose}
      cancelText={t('common.close')}
    >
      <Form form={form} layout="vertical" requiredMark={false} data-testid="device-dialog">
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label={t('device.fields.deviceSerialNumber')} htmlFor={serialId}>
              <Input id={serialId} value={device?.deviceSerialNumber} disabled />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="carName" label={t('device.fields.carName')} rules={[{ max: 50 }]}>
              <Input disabled={disabled('carName')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="deviceOwnerName"
              label={t('device.fields.deviceOwnerName')}
              rules={[{ max: 50 }]}
            >
              <Input
                disabled={disabled('deviceOwnerName')}
                placeholder={erasedHint(t, device?.deviceOwnerName)}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="email"
              label={t('device.fields.email')}
              rules={[{ type: 'email', message: t('validation.email') }]}
            >
              <Input disabled={disabled('email')} placeholder={erasedHint(t, device?.email)} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="simNumber" label={t('device.fields.simNumber')}>
              <Input disabled={disabled('simNumber')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="phoneNumber" label={t('device.fields.phoneNumber')}>
              <Input disabled={disabled('phoneNumber')} placeholder={erasedHint(t, device?.phoneNumber)} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label={t('device.fields.password')}
              required={false}
              extra={changePassword ? passwordHint(t, false) : undefined}
            >
              <div className="password-toggle">
                <Form.Item name="changePassword" valuePropName="checked" noStyle>
                  <Checkbox disabled={disabled('changePassword')}>
                    {t('device.dialog.changePassword')}
                  </Checkbox>
                </Form.Item>
                <Form.Item
                  name="password"
                  noStyle
                  rules={[
                    { required: Boolean(changePassword), message: t('validation.required') },
                    // A device signs in with its serial number.
                    passwordRule(t, () => device?.deviceSerialNumber),
                  ]}
                >
                  <Input.Password
                    disabled={disabled('password') || !changePassword}
                    autoComplete="new-password"
                    placeholder={
                      device?.hasPassword ? t('device.dialog.passwordSet') : t('device.dialog.passwordNotSet')
                    }
                  />
                </Form.Item>
              </div>
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('device.fields.convertGpsToAddressTimes')}>
              <Input value={device?.convertGpsToAddressTimes ?? 0} disabled />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="carElectricity" label={t('device.fields.carElectricity')}>
              <Select disabled={disabled('carElectricity')} options={options(CAR_POWER_CHOICES)} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="firmwareVersion" label={t('device.fields.firmwareVersion')}>
              <Input disabled={disabled('firmwareVersion')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="model" label={t('device.fields.model')} extra={t('device.dialog.modelHelp')}>
              <AutoComplete disabled={disabled('model')} options={suggestedModels} allowClear />
            </Form.Item>
          </Col>
          <Col span={12}>
            <SpeedLimitField
              name="speedLimitKmh"
              help={t('speedLimit.deviceHelp')}
              disabled={disabled('speedLimitKmh')}
            />
          </Col>
          <Col span={12}>
            <Form.Item name="esimId" label={t('device.fields.esimId')}>
              <Input disabled={disabled('esimId')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="isValueAddedVisible" label={t('device.fields.isValueAddedVisible')}>
              <Select disabled={disabled('isValueAddedVisible')} options={options(VALUE_ADDED_CHOICES)} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="serviceStatusCode" label={t('device.fields.serviceStatusCode')}>
              <Select disabled={disabled('serviceStatusCode')} options={options(SERVICE_STATUS_CHOICES)} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="deviceIcon" label={t('device.fields.deviceIcon')}>
              <Select disabled={disabled('deviceIcon')} options={options(DEVICE_ICON_CHOICES)} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </SaveDialog>
  );
}
