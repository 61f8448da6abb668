import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { SPEED_LIMIT_KMH_RANGE } from '@gps/codes';

/**
 * A device's or a fleet's own overspeed limit, whole km/h; empty inherits (the fleet's, else the
 * platform's: docs/decisions/overspeed-limit.md). The server holds it to the same range.
 */
export function SpeedLimitField({
  name,
  help,
  disabled = false,
}: {
  name: string;
  help: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={t('speedLimit.label')}
      extra={help}
      rules={[
        {
          type: 'integer',
          min: SPEED_LIMIT_KMH_RANGE.min,
          max: SPEED_LIMIT_KMH_RANGE.max,
          message: t('speedLimit.range', SPEED_LIMIT_KMH_RANGE),
        },
      ]}
    >
      <InputNumber
        min={SPEED_LIMIT_KMH_RANGE.min}
        max={SPEED_LIMIT_KMH_RANGE.max}
        precision={0}
        addonAfter={t('speedLimit.unit')}
        placeholder={t('speedLimit.inherited')}
        disabled={disabled}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}
