import { SaveOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Form, Input, InputNumber, Row, Skeleton, Switch } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { AdminFunction } from '@gps/codes';
import { useSafeMutation } from '../../../shared/api/useSafeMutation';
import { changedFields } from '../../../shared/forms/changedFields';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { EditSystemSettingDocument, SystemSettingsDocument } from '../../../gql/graphql';
import { isOn } from '../../../shared/settings/systemSettings';
import { useAdminRights } from '../../../shared/back-office/useAdminRights';
import { KNOWN_SETTING_IDS, SETTING_GROUPS, type SettingField } from './settingFields';
import { validFormValues } from '../../../shared/forms/validFormValues';

type Values = Record<string, string | number | boolean | null>;

function toFormValue(field: SettingField | undefined, raw: string): string | number | boolean {
  if (field?.kind === 'flag') return isOn(raw);
  if (field?.kind === 'seconds' || field?.kind === 'integer') return Number(raw);
  return raw;
}

function toWire(value: string | number | boolean | null): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  return value === null ? '' : String(value);
}

/** System settings: refresh frequency, show overspeed / offline, coupons, address-to-GPS and quotas. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { canEdit } = useAdminRights(AdminFunction.SETTING);
  const { data, loading, refetch } = useQuery(SystemSettingsDocument);
  const [editSetting, saving] = useSafeMutation(EditSystemSettingDocument, { form });
  const rows = useMemo(() => data?.systemSettings ?? [], [data]);
  const fieldsById = useMemo(
    () => new Map(SETTING_GROUPS.flatMap((g) => g.fields).map((f) => [f.id, f])),
    [],
  );
  const others = rows.filter((r) => !KNOWN_SETTING_IDS.has(r.id));

  useEffect(() => {
    if (rows.length === 0) return;
    form.setFieldsValue(
      Object.fromEntries(rows.map((r) => [r.id, toFormValue(fieldsById.get(r.id), r.value)])),
    );
  }, [rows, form, fieldsById]);

  const save = async () => {
    const values = await validFormValues(form);
    if (!values) return;
    const saved = Object.fromEntries(rows.map((r) => [r.id, r.value]));
    const wire = Object.fromEntries(
      rows.filter((r) => r.id in values).map((r) => [r.id, toWire(values[r.id])]),
    );
    const changed = Object.keys(changedFields(saved, wire));
    if (changed.length === 0) {
      message.info(t('settings.noChanges'));
      return;
    }
    let failed = false;
    for (const id of changed) {
      if (!(await editSetting({ id, value: wire[id] }))) failed = true;
    }
    if (!failed) message.success(t('common.saved'));
    void refetch();
  };

  const renderField = (field: SettingField, span: number) => {
    if (!rows.some((r) => r.id === field.id)) return null;
    const label = t(`settings.fields.${field.id}.label`);
    const extra = t(`settings.fields.${field.id}.help`);
    return (
      <Col span={span} key={field.id}>
        {field.kind === 'flag' ? (
          <Form.Item name={field.id} label={label} extra={extra} valuePropName="checked">
            <Switch checkedChildren={t('settings.on')} unCheckedChildren={t('settings.off')} />
          </Form.Item>
        ) : (
          <Form.Item
            name={field.id}
            label={label}
            extra={extra}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <InputNumber
              min={field.min}
              max={field.max}
              precision={0}
              className="setting-number"
              suffix={field.kind === 'seconds' ? t('settings.seconds') : undefined}
            />
          </Form.Item>
        )}
      </Col>
    );
  };

  return (
    <div data-testid="settings-page">
      <PageHeader
        title={t('admin.tabs.setting')}
        description={t('settings.description')}
        extra={
          canEdit && (
            <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={save} disabled={loading}>
              {t('common.save')}
            </Button>
          )
        }
      />
      {loading && rows.length === 0 ? (
        <Card variant="borderless">
          <Skeleton active />
        </Card>
      ) : (
        <Form form={form} layout="vertical" disabled={!canEdit} requiredMark={false}>
          {SETTING_GROUPS.map((group) => (
            <Card
              key={group.key}
              variant="borderless"
              className="content-card settings-card"
              title={t(group.titleKey)}
            >
              <Row gutter={24}>
                {group.fields.map((f) => renderField(f, Math.max(6, 24 / group.fields.length)))}
              </Row>
            </Card>
          ))}
          {others.length > 0 && (
            <Card
              variant="borderless"
              className="content-card settings-card"
              title={t('settings.groups.other')}
            >
              <Row gutter={24}>
                {others.map((r) => (
                  <Col span={12} key={r.id}>
                    <Form.Item name={r.id} label={r.id}>
                      <Input />
                    </Form.Item>
                  </Col>
                ))}
              </Row>
            </Card>
          )}
        </Form>
      )}
    </div>
  );
}
