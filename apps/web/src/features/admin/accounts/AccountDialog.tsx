import { Checkbox, Form, Input, Radio, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { AccountStatus } from '@gps/codes';
import { useSafeMutation } from '../../../shared/api/useSafeMutation';
import { NewPasswordFields } from '../../../shared/ui/NewPasswordFields';
import { changedFields } from '../../../shared/forms/changedFields';
import { SaveDialog } from '../../../shared/ui/SaveDialog';
import {
  CreateAccountDocument,
  EditAccountDocument,
  PermissionsDocument,
  type AccountFieldsFragment,
  type EditAccountInput,
} from '../../../gql/graphql';
import { holdsAll } from '../../../shared/session/rights';
import { useSession } from '../../../shared/session/store';
import { validFormValues } from '../../../shared/forms/validFormValues';

interface Values {
  account: string;
  alias: string;
  permissionId: string;
  statusCode: number;
  changePassword: boolean;
  password: string;
  confirm: string;
}

interface Props {
  open: boolean;
  account: AccountFieldsFragment | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Create (account null) or edit an administrator account. Passwords are sent as typed, held to the password policy. Nobody changes
 * their own group, and groups with rights the administrator does not hold cannot be chosen.
 */
export function AccountDialog({ open, account, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const isEdit = account !== null;
  const session = useSession();
  const ownAccount = isEdit && account.id === session?.accountId;
  const changePassword = Form.useWatch('changePassword', form);
  const askPassword = !isEdit || Boolean(changePassword);
  const permissions = useQuery(PermissionsDocument, {
    skip: !open,
    variables: { pageIndex: 0, pageRows: 100 },
  });
  const [createAccount, creating] = useSafeMutation(CreateAccountDocument, { form });
  const [editAccount, editing] = useSafeMutation(EditAccountDocument, { form });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      account: account?.account ?? '',
      alias: account?.alias ?? '',
      permissionId: account?.permissionId,
      statusCode: account?.statusCode ?? AccountStatus.NORMAL,
      changePassword: false,
      password: '',
      confirm: '',
    });
  }, [open, account, form]);

  const submit = async () => {
    const v = await validFormValues(form);
    if (!v) return undefined;
    if (!isEdit) {
      return createAccount({
        input: {
          account: v.account.trim(),
          alias: v.alias.trim(),
          permissionId: v.permissionId,
          statusCode: v.statusCode,
          password: v.password,
        },
      });
    }
    const input: EditAccountInput = {
      id: account.id,
      ...changedFields(
        { alias: account.alias, permissionId: account.permissionId, statusCode: account.statusCode },
        { alias: v.alias.trim(), permissionId: v.permissionId, statusCode: v.statusCode },
      ),
    };
    if (v.changePassword && v.password) input.password = v.password;
    return editAccount({ input });
  };

  const required = { required: true, whitespace: true, message: t('validation.required') };
  return (
    <SaveDialog
      open={open}
      title={t(isEdit ? 'accounts.editTitle' : 'accounts.addTitle')}
      onSave={submit}
      saving={creating || editing}
      onSaved={onSaved}
      onClose={onClose}
      width={520}
    >
      <Form form={form} layout="vertical" requiredMark={false} data-testid="account-dialog">
        <Form.Item name="account" label={t('accounts.fields.account')} rules={isEdit ? [] : [required]}>
          <Input disabled={isEdit} autoComplete="off" />
        </Form.Item>
        <Form.Item name="alias" label={t('accounts.fields.alias')} rules={[required]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="permissionId"
          label={t('accounts.fields.permission')}
          extra={ownAccount ? t('accounts.ownGroupHint') : t('accounts.groupHint')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Select
            loading={permissions.loading}
            disabled={ownAccount}
            options={(permissions.data?.permissions.rows ?? []).map((p) => ({
              value: p.id,
              label: p.name,
              disabled: !holdsAll(session?.rights, p.rights),
            }))}
          />
        </Form.Item>
        <Form.Item name="statusCode" label={t('accounts.fields.status')}>
          <Radio.Group
            options={[
              { value: AccountStatus.NORMAL, label: t('accounts.status.1') },
              { value: AccountStatus.SUSPENDED, label: t('accounts.status.2') },
            ]}
          />
        </Form.Item>
        {isEdit && (
          <Form.Item name="changePassword" valuePropName="checked">
            <Checkbox>{t('accounts.changePassword')}</Checkbox>
          </Form.Item>
        )}
        {askPassword && <NewPasswordFields label={t('accounts.fields.password')} />}
      </Form>
    </SaveDialog>
  );
}
