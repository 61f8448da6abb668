import { Checkbox, Col, Form, Input, Radio, Row } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountStatus } from '@gps/codes';
import { useSafeMutation } from '../../../shared/api/useSafeMutation';
import { changedFields } from '../../../shared/forms/changedFields';
import { SaveDialog } from '../../../shared/ui/SaveDialog';
import {
  CreateFleetDocument,
  EditFleetDocument,
  type EditFleetInput,
  type FleetFieldsFragment,
} from '../../../gql/graphql';
import { passwordHint, passwordRule } from '../../../shared/forms/passwordRule';
import {
  FLEET_DEFAULT_PERMISSIONS,
  FLEET_PERMISSION_ITEMS,
  checkedToFleetPermissions,
  fleetPermissionsToChecked,
} from './fleetPermissions';
import { SpeedLimitField } from '../../../shared/forms/SpeedLimitField';
import { validFormValues } from '../../../shared/forms/validFormValues';
import { erasedHint, personalFormText } from '../../../shared/personal-data/erased';

interface Values {
  account: string;
  password: string;
  alias: string;
  contact: string;
  phoneNumber: string;
  address: string;
  email: string;
  permissions: number[];
  statusCode: number;
  speedLimitKmh: number | null;
}

const OPTIONAL = ['contact', 'phoneNumber', 'address', 'email'] as const;

/** Create or edit a (main) fleet account. */
export function FleetDialog({
  open,
  fleet,
  onClose,
  onSaved,
}: {
  open: boolean;
  fleet: FleetFieldsFragment | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const isEdit = fleet !== null;
  const [createFleet, creating] = useSafeMutation(CreateFleetDocument, { form });
  const [editFleet, editing] = useSafeMutation(EditFleetDocument, { form });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      account: fleet?.account ?? '',
      password: '',
      alias: fleet?.alias ?? '',
      contact: personalFormText(fleet?.contact),
      phoneNumber: personalFormText(fleet?.phoneNumber),
      address: personalFormText(fleet?.address),
      email: personalFormText(fleet?.email),
      permissions: fleetPermissionsToChecked(fleet?.permissions ?? FLEET_DEFAULT_PERMISSIONS),
      statusCode: fleet?.statusCode ?? AccountStatus.NORMAL,
      speedLimitKmh: fleet?.speedLimitKmh ?? null,
    });
  }, [open, fleet, form]);

  const submit = async () => {
    const v = await validFormValues(form);
    if (!v) return undefined;
    const permissions = checkedToFleetPermissions(v.permissions);
    if (!isEdit) {
      return createFleet({
        input: {
          account: v.account.trim(),
          password: v.password,
          alias: v.alias.trim(),
          permissions,
          ...Object.fromEntries(OPTIONAL.map((k) => [k, v[k].trim() || undefined])),
        },
      });
    }
    const input: EditFleetInput = {
      id: fleet.id,
      ...changedFields(
        {
          alias: fleet.alias,
          contact: personalFormText(fleet.contact),
          phoneNumber: personalFormText(fleet.phoneNumber),
          address: personalFormText(fleet.address),
          email: personalFormText(fleet.email),
          permissions: fleet.permissions,
          statusCode: fleet.statusCode,
          speedLimitKmh: fleet.speedLimitKmh ?? null,
        },
        {
          alias: v.alias.trim(),
          contact: v.contact.trim(),
          phoneNumber: v.phoneNumber.trim(),
          address: v.address.trim(),
          email: v.email.trim(),
          permissions,
          statusCode: v.statusCode,
          speedLimitKmh: v.speedLimitKmh ?? null,
        },
      ),
    };
    if (v.password) input.password = v.password;
    return editFleet({ input });
  };

  const required = { required: true, whitespace: true, message: t('validation.required') };
  return (
    <SaveDialog
      open={open}
      title={t(isEdit ? 'fleets.editTitle' : 'fleets.addTitle')}
      onSave={submit}
      saving={creating || editing}
      onSaved={onSaved}
      onClose={onClose}
      width={640}
    >
      <Form form={form} layout="vertical" requiredMark={false} data-testid="fleet-dialog">
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="account" label={t('fleet.fields.account')} rules={isEdit ? [] : [required]}>
              <Input disabled={isEdit} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="password"
              label={t('fleet.fields.password')}
              extra={passwordHint(t, isEdit)}
              rules={[
                ...(isEdit ? [] : [{ required: true, message: t('validation.required') }]),
                passwordRule(t, (f) => f.getFieldValue('account')),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="alias" label={t('fleet.fields.alias')} rules={[required]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="contact" label={t('fleet.fields.contact')}>
              <Input placeholder={erasedHint(t, fleet?.contact)} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="phoneNumber" label={t('fleet.fields.phoneNumber')}>
              <Input placeholder={erasedHint(t, fleet?.phoneNumber)} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="email"
              label={t('fleet.fields.email')}
              rules={[{ type: 'email', message: t('validation.email') }]}
            >
              <Input placeholder={erasedHint(t, fleet?.email)} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="address" label={t('fleet.fields.address')}>
              <Input placeholder={erasedHint(t, fleet?.address)} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="permissions" label={t('fleet.fields.permissions')}>
              <Checkbox.Group
                options={FLEET_PERMISSION_ITEMS.map((i) => ({ value: i.index, label: t(i.labelKey) }))}
              />
            </Form.Item>
          </Col>
          {isEdit && (
            <Col span={24}>
              <SpeedLimitField name="speedLimitKmh" help={t('speedLimit.fleetHelp')} />
            </Col>
          )}
          {isEdit && (
            <Col span={24}>
              <Form.Item name="statusCode" label={t('accounts.fields.status')}>
                <Radio.Group
                  options={[
                    { value: AccountStatus.NORMAL, label: t('accounts.status.1') },
                    { value: AccountStatus.SUSPENDED, label: t('accounts.status.2') },
                  ]}
                />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Form>
    </SaveDialog>
  );
}
