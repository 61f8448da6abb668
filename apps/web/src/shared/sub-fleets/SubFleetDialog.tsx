import { Alert, Checkbox, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { useSafeMutation } from '../api/useSafeMutation';
import {
  CreateSubFleetDocument,
  EditSubFleetDocument,
  FleetsDocument,
  type EditSubFleetInput,
  type FleetFieldsFragment,
} from '../../gql/graphql';
import { changedFields } from '../forms/changedFields';
import { passwordHint, passwordRule } from '../forms/passwordRule';
import { SaveDialog } from '../ui/SaveDialog';
import { useSession } from '../session/store';
import {
  SUB_FLEET_DEFAULT_PERMISSIONS,
  SUB_FLEET_PERMISSION_ITEMS,
  checkedToPermissions,
  permissionsToChecked,
  subFleetFieldsEnabled,
} from './subFleetRules';
import { validFormValues } from '../forms/validFormValues';

interface Props {
  open: boolean;
  mode: 'add' | 'edit';
  /** The main fleet (add) or the edited sub-fleet's parent (edit). */
  parentFleetId: string | null;
  subFleet?: Pick<FleetFieldsFragment, 'id' | 'account' | 'alias' | 'permissions'> | null;
  onClose: () => void;
  onSaved: (fleet: FleetFieldsFragment) => void;
}

interface Values {
  account: string;
  password: string;
  alias: string;
  permissions: number[];
}

/** Sub-fleet add/edit: parent fleet name, account (fixed in edit), password (as typed, held to the policy), alias, permissions. */
export function SubFleetDialog({ open, mode, parentFleetId, subFleet, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const [form] = Form.useForm<Values>();
  const enabled = subFleetFieldsEnabled(session, mode);
  const [createSubFleet, creating] = useSafeMutation(CreateSubFleetDocument, { form });
  const [editSubFleet, editing] = useSafeMutation(EditSubFleetDocument, { form });

  // The dialog loads the parent fleet by its id and reads the first row (spec).
  const parent = useQuery(FleetsDocument, {
    skip: !open || !parentFleetId,
    variables: { filter: { id: parentFleetId ?? undefined }, pageRows: 1 },
  });
  const parentRow = parent.data?.fleets.rows[0];

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      account: subFleet?.account ?? '',
      password: '',
      alias: subFleet?.alias ?? '',
      permissions: permissionsToChecked(subFleet?.permissions ?? SUB_FLEET_DEFAULT_PERMISSIONS),
    });
  }, [open, subFleet, form]);

  const submit = async () => {
    const values = await validFormValues(form);
    if (!values) return undefined;
    const permissions = checkedToPermissions(values.permissions, subFleet?.permissions);
    const password = values.password ?? '';
    if (mode === 'add') {
      if (!parentFleetId) return undefined;
      const data = await createSubFleet({
        input: {
          parentFleetId,
          account: values.account.trim(),
          password,
          alias: values.alias.trim(),
          permissions,
        },
      });
      return data?.createSubFleet;
    }
    if (!subFleet) return undefined;
    const input: EditSubFleetInput = {
      id: subFleet.id,
      ...changedFields(
        { alias: subFleet.alias, permissions: subFleet.permissions },
        { alias: values.alias.trim(), permissions },
      ),
    };
    if (password) input.password = password;
    const data = await editSubFleet({ input });
    return data?.editSubFleet;
  };

  return (
    <SaveDialog
      open={open}
      title={t(mode === 'add' ? 'subFleet.addTitle' : 'subFleet.editTitle')}
      onSave={submit}
      saving={creating || editing}
      readOnly={!enabled}
      onSaved={onSaved}
      onClose={onClose}
      width={520}
    >
      {!enabled && <Alert type="info" showIcon className="dialog-alert" title={t('subFleet.noPermission')} />}
      <Form
        form={form}
        layout="vertical"
        disabled={!enabled}
        requiredMark={false}
        data-testid="sub-fleet-dialog"
      >
        <Form.Item label={t('subFleet.parentFleet')}>
          <Input value={parentRow ? parentRow.alias || parentRow.account : ''} disabled placeholder="—" />
        </Form.Item>
        <Form.Item
          name="account"
          label={t('fleet.fields.account')}
          rules={[{ required: mode === 'add', whitespace: true, message: t('validation.required') }]}
        >
          <Input disabled={mode === 'edit'} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('fleet.fields.password')}
          extra={passwordHint(t, mode === 'edit')}
          rules={[
            { required: mode === 'add', message: t('validation.required') },
            passwordRule(t, (f) => f.getFieldValue('account')),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="alias"
          label={t('fleet.fields.alias')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="permissions" label={t('fleet.fields.permissions')}>
          <Checkbox.Group
            options={SUB_FLEET_PERMISSION_ITEMS.map((item) => ({
              value: item.index,
              label: t(item.labelKey),
            }))}
          />
        </Form.Item>
      </Form>
    </SaveDialog>
  );
}
