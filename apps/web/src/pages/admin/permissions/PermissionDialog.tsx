import { App, Col, Form, Input, InputNumber, Modal, Row } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSafeMutation } from '../../../api/useSafeMutation';
import {
  CreatePermissionDocument,
  EditPermissionDocument,
  type PermissionFieldsFragment,
} from '../../../gql/graphql';
import { RightsGrid } from './RightsGrid';
import { DEFAULT_RIGHTS, gridToRights, rightsToGrid, type Grid } from './rightsGrid';

interface Values {
  name: string;
  sort: number;
}

/** Create (defaults from the spec) or edit a permission group with its 13 x 4 rights grid. */
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
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [grid, setGrid] = useState<Grid>({ ...DEFAULT_RIGHTS });
  const [createPermission, creating] = useSafeMutation(CreatePermissionDocument);
  const [editPermission, editing] = useSafeMutation(EditPermissionDocument);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ name: permission?.name ?? '', sort: permission?.sort ?? 0 });
    setGrid(permission ? rightsToGrid(permission.rights) : { ...DEFAULT_RIGHTS });
  }, [open, permission, form]);

  const submit = async () => {
    const v = await form.validateFields();
    const rights = gridToRights(grid);
    const ok = permission
      ? await editPermission({ input: { id: permission.id, name: v.name.trim(), sort: v.sort, rights } })
      : await createPermission({ input: { name: v.name.trim(), sort: v.sort, rights } });
    if (ok) {
      message.success(t('common.saved'));
      onSaved();
      onClose();
    }
  };

  return (
    <Modal
      open={open}
      title={t(permission ? 'permissions.editTitle' : 'permissions.addTitle')}
      onCancel={onClose}
      onOk={submit}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: creating || editing }}
      width={720}
      forceRender
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
            <Form.Item name="sort" label={t('permissions.fields.sort')}>
              <InputNumber min={0} className="full-width" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <RightsGrid value={grid} onChange={setGrid} />
    </Modal>
  );
}
