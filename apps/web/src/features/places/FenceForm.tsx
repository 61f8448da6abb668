import { useState } from 'react';
import { Button, Checkbox, Form, Input, Typography } from 'antd';
import type { AccountType } from '@gps/codes';
import { useTranslation } from 'react-i18next';
import { FenceMapDialog } from './FenceMapDialog';
import { FenceType, type FenceGeometry } from './fenceShape';
import { deviceServiceExpired, devicePosition, type PlaceDevice } from './placeDevice';
import { REMARK_MAX, TargetType, placeAlias, type PlaceFormMode } from './placeForm';
import { PlaceFormDialog } from './PlaceFormDialog';

/** A fence as the form edits it. */
export interface FenceFormValue {
  deviceSerialNumber: string;
  targetType: TargetType;
  /** The typed name of a custom target. */
  customName: string;
  isEnterWarning: boolean;
  isExitWarning: boolean;
  remark: string;
  geometry: FenceGeometry | null;
}

/** What the form saves: the spec's fence payload, with its target type. */
export interface FenceFormOutput extends FenceGeometry {
  deviceSerialNumber: string;
  alias: string;
  targetType: TargetType;
  isEnterWarning: boolean;
  isExitWarning: boolean;
  remark: string;
}

export interface FenceFormProps {
  open: boolean;
  mode: PlaceFormMode;
  /** The fence being edited; in add mode, the defaults (e.g. the device picked in the list). */
  value?: Partial<FenceFormValue>;
  /** The account's devices to choose from (and to copy to). */
  devices: readonly PlaceDevice[];
  accountType: AccountType;
  saving?: boolean;
  nowMs?: number;
  onSave: (fence: FenceFormOutput) => void;
  /** Copy this fence to the ticked devices (edit mode, fleet accounts). */
  onCopy: (deviceSerialNumbers: string[], fence: FenceFormOutput) => void;
  onClose: () => void;
}

interface Fields {
  deviceSerialNumber?: string;
  targetType: TargetType;
  customName?: string;
  alarms: Array<'enter' | 'exit'>;
  remark?: string;
}

const DEFAULT_FIELDS: Fields = { targetType: TargetType.Home, alarms: [] };

/** Dialog 7: add or edit an electronic fence (spec). */
export function FenceForm(props: FenceFormProps) {
  return props.open ? <FenceFormBody {...props} /> : null;
}

function FenceFormBody({
  mode,
  value,
  devices,
  accountType,
  saving,
  nowMs = Date.now(),
  onSave,
  onCopy,
  onClose,
}: FenceFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Fields>();
  const [geometry, setGeometry] = useState<FenceGeometry | null>(value?.geometry ?? null);
  const [mapOpen, setMapOpen] = useState(false);
  const [shapeMissing, setShapeMissing] = useState(false);
  const serial = Form.useWatch('deviceSerialNumber', form) ?? value?.deviceSerialNumber;
  const device = devices.find((d) => d.deviceSerialNumber === serial);
  // Changing the device re-checks its service expiry (spec): drawing, saving and copying stop.
  const expired = device !== undefined && deviceServiceExpired(device, nowMs);

  const output = async (): Promise<FenceFormOutput | null> => {
    const fields = await form.validateFields().catch(() => null);
    setShapeMissing(geometry === null);
    if (!fields || !geometry || !fields.deviceSerialNumber) return null;
    return {
      deviceSerialNumber: fields.deviceSerialNumber,
      alias: placeAlias(fields.targetType, fields.customName ?? '', t),
      targetType: fields.targetType,
      isEnterWarning: fields.alarms.includes('enter'),
      isExitWarning: fields.alarms.includes('exit'),
      remark: (fields.remark ?? '').trim(),
      ...geometry,
    };
  };
  const save = async () => {
    const fence = await output();
    if (fence) onSave(fence);
  };
  const copy = async (serials: string[]) => {
    const fence = await output();
    if (fence) onCopy(serials, fence);
  };

  const initialValues: Fields = {
    ...DEFAULT_FIELDS,
    deviceSerialNumber: value?.deviceSerialNumber,
    targetType: value?.targetType ?? DEFAULT_FIELDS.targetType,
    customName: value?.customName,
    alarms: [
      ...(value?.isEnterWarning ? ['enter' as const] : []),
      ...(value?.isExitWarning ? ['exit' as const] : []),
    ],
    remark: value?.remark,
  };

  return (
    <PlaceFormDialog
      title={t(mode === 'add' ? 'places.fence.addTitle' : 'places.fence.editTitle')}
      form={form}
      initialValues={initialValues}
      mode={mode}
      accountType={accountType}
      devices={devices}
      serial={serial}
      expired={expired}
      saving={saving}
      nowMs={nowMs}
      onSave={save}
      onCopy={copy}
      onClose={onClose}
    >
      <Form.Item name="alarms" label={t('places.fence.alarmTypes')}>
        <Checkbox.Group
          options={[
            { value: 'enter', label: t('places.fence.enter') },
            { value: 'exit', label: t('places.fence.exit') },
          ]}
        />
      </Form.Item>
      <Form.Item
        label={t('places.fence.shape')}
        validateStatus={shapeMissing && !geometry ? 'error' : undefined}
        help={shapeMissing && !geometry ? t('places.fence.shapeMissing') : undefined}
      >
        <div className="place-form__shape">
          <Typography.Text data-testid="fence-shape-summary">{shapeSummary(geometry, t)}</Typography.Text>
          <Button disabled={expired || !device} onClick={() => setMapOpen(true)}>
            {t('places.fenceMap.open')}
          </Button>
        </div>
      </Form.Item>
      <Form.Item name="remark" label={t('places.remark')}>
        <Input.TextArea maxLength={REMARK_MAX} showCount rows={3} />
      </Form.Item>
      <FenceMapDialog
        open={mapOpen}
        value={geometry}
        centre={devicePosition(device)}
        serviceExpired={expired}
        onSave={(drawn) => {
          setGeometry(drawn);
          setMapOpen(false);
        }}
        onClose={() => setMapOpen(false)}
      />
    </PlaceFormDialog>
  );
}

/** What was drawn, in words: the type and its radius or number of points. */
function shapeSummary(
  geometry: FenceGeometry | null,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (!geometry) return t('places.fence.notDrawn');
  return geometry.fenceType === FenceType.Circle
    ? t('places.fence.circleSummary', { radius: geometry.radius })
    : t('places.fence.polygonSummary', { count: geometry.coordinates.length });
}
