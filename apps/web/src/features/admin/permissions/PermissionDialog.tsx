import { Col, Form, Input, Row, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSafeMutation } from '../../../shared/api/useSafeMutation';
import { SaveDialog } from '../../../shared/ui/SaveDialog';
import { parseWholeNumber } from '../../../shared/forms/wholeNumber';
import {
  CreatePermissionDocument,
  EditPermissionDocument,
  type PermissionFieldsFragment,
} from '../../../gql/graphql';
import { useSession } from '../../../shared/session/store';
import { RightsGrid } from './RightsGrid';
import { gridToRights, newGroupRights, rightsToGrid, type Grid } from './rightsGrid';
import { validFormValues } from '../../../shared/forms/validFormValues';

interface Values {
  name: string;
  /** As typed: the rule below refuses anything but a whole number, so nothing is coerced. */
  sort: string;
}

/**
 * Create (starting with nothing ticked) or edit a permission
 * group with its 13 x 4 rights grid; rights the administrator does not hold cannot be ticked.
 */
export function PermissionDialog({
  open,
  permission,
  onClose,
  onSaved,
}: {
  open: boolean;
  permission: PermissionFieldsFragment | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const held = useSession()?.rights;
  const grantable = useMemo(() => rightsToGrid(held), [held]);
  const [grid, setGrid] = useState<Grid>(newGroupRights);
  const [createPermission, creating] = useSafeMutation(CreatePermissionDocument, { form });
  const [editPermission, editing] = useSafeMutation(EditPermissionDocument, { form });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ name: permission?.name ?? '', sort: String(permission?.sort ?? 0) });
    setGrid(permission ? rightsToGrid(permission.rights) : newGroupRights());
  }, [open, permission, form]);

  const submit = async () => {
    const v = await validFormValues(form);
    if (!v) return undefined;
    const rights = gridToRights(grid);
    const sort = parseWholeNumber(v.sort);
    return permission
      ? editPermission({ input: { id: permission.id, name: v.name.trim(), sort, rights } })
      : createPermission({ input: { name: v.name.trim(), sort, rights } });
  };

  return (
    <SaveDialog
      open={open}
      title={t(permission ? 'permissions.editTitle' : 'permissions.addTitle')}
      onSave={submit}
      saving={creating || editing}
      onSaved={onSaved}
      onClose={onClose}
      width={720}
      styles={{ body: { maxHeight: '70vh', overflow: 'auto' } }}
    >
      <Form form={form} layout="vertical" requiredMark={false} data-testid="permission-dialog">
        <Row gutter={16}>
          <Col span={16}>
            <Form.Item
              name="name"
              label={t('permissions.fields.name')}
              rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="sort"
              label={t('permissions.fields.sort')}
              rules={[
                {
                  validator: (_, text: string | undefined) =>
                    parseWholeNumber(text) === undefined
                      ? Promise.reject(new Error(t('validation.wholeNumber')))
                      : Promise.resolve(),
                },
              ]}
            >
              <Input inputMode="numeric" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Typography.Paragraph type="secondary">{t('permissions.grantableHint')}</Typography.Paragraph>
      <RightsGrid value={grid} onChange={setGrid} grantable={grantable} />
    </SaveDialog>
  );
}
