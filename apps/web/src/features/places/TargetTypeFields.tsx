import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { TARGET_TYPES, TARGET_TYPE_LABEL_KEYS, TargetType } from './placeForm';

/** Longest custom name: the alias column's width in the lists. */
const CUSTOM_NAME_MAX = 50;

/** The target type (home, company, custom) and, for custom, the name the user types (spec). */
export function TargetTypeFields({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const targetType = Form.useWatch<TargetType | undefined>('targetType');
  return (
    <>
      <Form.Item
        name="targetType"
        label={t('places.targetType')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <Radio.Group
          disabled={disabled}
          options={TARGET_TYPES.map((type) => ({ value: type, label: t(TARGET_TYPE_LABEL_KEYS[type]) }))}
        />
      </Form.Item>
      {targetType === TargetType.Custom && (
        <Form.Item
          name="customName"
          label={t('places.customName')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input maxLength={CUSTOM_NAME_MAX} disabled={disabled} />
        </Form.Item>
      )}
    </>
  );
}
