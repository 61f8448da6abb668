import { useState } from 'react';
import { Button, Form, Input, Radio, Space, Typography } from 'antd';
import type { AccountType } from '@gps/codes';
import { useTranslation } from 'react-i18next';
import { toCoordinate, type LatLng } from './coordinates';
import { MarkerMapDialog } from './MarkerMapDialog';
import { deviceServiceExpired, devicePosition, type PlaceDevice } from './placeDevice';
import {
  MarkerType,
  REMARK_MAX,
  TargetType,
  addressProblem,
  canSaveMarker,
  placeAlias,
  type PlaceFormMode,
} from './placeForm';
import { PlaceFormDialog } from './PlaceFormDialog';

/** A marker point as the form edits it. */
export interface MarkerFormValue {
  deviceSerialNumber: string;
  targetType: TargetType;
  customName: string;
  latitude: number;
  longitude: number;
  remark: string;
}

/** What the form saves: the spec's marker payload, with its target and marker types. */
export interface MarkerFormOutput {
  deviceSerialNumber: string;
  alias: string;
  targetType: TargetType;
  markerType: MarkerType;
  latitude: number;
  longitude: number;
  remark: string;
}

export interface MarkerFormProps {
  open: boolean;
  mode: PlaceFormMode;
  value?: Partial<MarkerFormValue>;
  devices: readonly PlaceDevice[];
  accountType: AccountType;
  /** The settings flag that offers "from an address" (spec). */
  addressEnabled: boolean;
  /**
   * Converts an address of a device to a point; null when it could not (the caller says why).
   * Without it the address option is not offered, whatever the flag says.
   */
  onConvertAddress?: (deviceSerialNumber: string, address: string) => Promise<LatLng | null>;
  saving?: boolean;
  nowMs?: number;
  onSave: (marker: MarkerFormOutput) => void;
  onCopy: (deviceSerialNumbers: string[], marker: MarkerFormOutput) => void;
  onClose: () => void;
}

interface Fields {
  deviceSerialNumber?: string;
  targetType: TargetType;
  customName?: string;
  markerType: MarkerType;
  address?: string;
  remark?: string;
}

/** Dialog 8: add or edit a marker point (spec). */
export function MarkerForm(props: MarkerFormProps) {
  return props.open ? <MarkerFormBody {...props} /> : null;
}

function MarkerFormBody(props: MarkerFormProps) {
  const { mode, value, devices, accountType, onConvertAddress, saving, onSave, onCopy, onClose } = props;
  const nowMs = props.nowMs ?? Date.now();
  const addressEnabled = props.addressEnabled && onConvertAddress !== undefined;
  const { t } = useTranslation();
  const [form] = Form.useForm<Fields>();
  const [point, setPoint] = useState<LatLng | null>(
    value?.latitude !== undefined && value.longitude !== undefined
      ? { lat: value.latitude, lng: value.longitude }
      : null,
  );
  const [mapOpen, setMapOpen] = useState(false);
  const [converting, setConverting] = useState(false);
  const [pointMissing, setPointMissing] = useState(false);
  const [addressError, setAddressError] = useState<string | null>(null);
  const serial = Form.useWatch('deviceSerialNumber', form) ?? value?.deviceSerialNumber;
  const markerType = Form.useWatch('markerType', form) ?? MarkerType.Map;
  const device = devices.find((d) => d.deviceSerialNumber === serial);
  const expired = device !== undefined && deviceServiceExpired(device, nowMs);

  const convert = async () => {
    const address: string = form.getFieldValue('address') ?? '';
    const problem = addressProblem(address);
    setAddressError(problem);
    if (problem) return;
    if (!serial || !onConvertAddress) {
      await form.validateFields(['deviceSerialNumber']).catch(() => undefined);
      return;
    }
    setConverting(true);
    try {
      const found = await onConvertAddress(serial, address.trim());
      if (found) {
        setPoint(found);
        // The result is a point like one picked on the map: the marker type goes back to 0 (spec).
        form.setFieldValue('markerType', MarkerType.Map);
      }
    } finally {
      setConverting(false);
    }
  };

  const output = async (): Promise<MarkerFormOutput | null> => {
    const fields = await form.validateFields().catch(() => null);
    setPointMissing(!canSaveMarker(point));
    if (!fields || !fields.deviceSerialNumber || !point || !canSaveMarker(point)) return null;
    return {
      deviceSerialNumber: fields.deviceSerialNumber,
      alias: placeAlias(fields.targetType, fields.customName ?? '', t),
      targetType: fields.targetType,
      // Without the address option its field is not in the form, and the point is from the map.
      markerType: fields.markerType ?? MarkerType.Map,
      latitude: point.lat,
      longitude: point.lng,
      remark: (fields.remark ?? '').trim(),
    };
  };
  const save = async () => {
    const marker = await output();
    if (marker) onSave(marker);
  };
  const copy = async (serials: string[]) => {
    const marker = await output();
    if (marker) onCopy(serials, marker);
  };

  const initialValues: Fields = {
    deviceSerialNumber: value?.deviceSerialNumber,
    targetType: value?.targetType ?? TargetType.Home,
    customName: value?.customName,
    markerType: MarkerType.Map,
    remark: value?.remark,
  };
  const showPointError = pointMissing && !canSaveMarker(point);

  return (
    <PlaceFormDialog
      title={t(mode === 'add' ? 'places.marker.addTitle' : 'places.marker.editTitle')}
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
      {addressEnabled && (
        <Form.Item name="markerType" label={t('places.marker.markerType')}>
          <Radio.Group
            options={[
              { value: MarkerType.Map, label: t('places.marker.fromMap') },
              { value: MarkerType.Address, label: t('places.marker.fromAddress') },
            ]}
          />
        </Form.Item>
      )}
      {addressEnabled && markerType === MarkerType.Address ? (
        <Form.Item
          label={t('places.marker.address')}
          required
          validateStatus={addressError ? 'error' : undefined}
          help={addressError ? t(addressError) : undefined}
        >
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="address" noStyle>
              <Input onPressEnter={convert} onChange={() => setAddressError(null)} />
            </Form.Item>
            <Button loading={converting} disabled={expired} onClick={convert}>
              {t('places.marker.convert')}
            </Button>
          </Space.Compact>
        </Form.Item>
      ) : null}
      <Form.Item
        label={t('places.marker.point')}
        validateStatus={showPointError ? 'error' : undefined}
        help={showPointError ? t('places.marker.pointMissing') : undefined}
      >
        <div className="place-form__shape">
          <Typography.Text data-testid="marker-point">
            {point ? toCoordinate(point) : t('places.marker.notPlaced')}
          </Typography.Text>
          <Button disabled={expired || !device} onClick={() => setMapOpen(true)}>
            {t('places.markerMap.open')}
          </Button>
        </div>
      </Form.Item>
      <Form.Item name="remark" label={t('places.remark')}>
        <Input.TextArea maxLength={REMARK_MAX} showCount rows={3} />
      </Form.Item>
      <MarkerMapDialog
        open={mapOpen}
        value={point}
        centre={devicePosition(device)}
        serviceExpired={expired}
        onSave={(placed) => {
          setPoint(placed);
          setMapOpen(false);
        }}
        onClose={() => setMapOpen(false)}
      />
    </PlaceFormDialog>
  );
}
