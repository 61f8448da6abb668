import { useState } from 'react';
import { Checkbox, Empty, Modal, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { deviceServiceExpired, type PlaceDevice } from './placeDevice';
import { canCopy } from './placeForm';

export interface CopyToDevicesDialogProps {
  open: boolean;
  /** The account's devices other than the one the fence or marker belongs to. */
  devices: readonly PlaceDevice[];
  /** Now, in milliseconds; given so the expired-service check can be tested at any time. */
  nowMs?: number;
  /** Busy while the copy call runs. */
  saving?: boolean;
  /** The serial numbers of the ticked devices. */
  onOk: (deviceSerialNumbers: string[]) => void;
  onClose: () => void;
}

/** Dialog 6: pick the devices to copy a fence or a marker to (spec). */
export function CopyToDevicesDialog(props: CopyToDevicesDialogProps) {
  return props.open ? <CopyToDevicesDialogBody {...props} /> : null;
}

function CopyToDevicesDialogBody({
  devices,
  nowMs = Date.now(),
  saving = false,
  onOk,
  onClose,
}: CopyToDevicesDialogProps) {
  const { t } = useTranslation();
  const [ticked, setTicked] = useState<string[]>([]);

  const toggle = (serial: string, checked: boolean) =>
    setTicked((list) => (checked ? [...list, serial] : list.filter((s) => s !== serial)));

  return (
    <Modal
      open
      title={t('places.copy.title')}
      centered
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !canCopy(ticked) }}
      confirmLoading={saving}
      onOk={() => onOk(ticked)}
      onCancel={onClose}
    >
      {devices.length === 0 ? (
        <Empty description={t('common.noData')} />
      ) : (
        <ul className="copy-device-list" data-testid="copy-device-list">
          {devices.map((device) => {
            const expired = deviceServiceExpired(device, nowMs);
            return (
              <li key={device.deviceId}>
                <Checkbox
                  disabled={expired}
                  checked={ticked.includes(device.deviceSerialNumber)}
                  onChange={(e) => toggle(device.deviceSerialNumber, e.target.checked)}
                >
                  {device.carName || device.deviceSerialNumber}
                  {device.carName && (
                    <span className="copy-device-list__serial">{device.deviceSerialNumber}</span>
                  )}
                </Checkbox>
                {expired && <Tag color="default">{t('places.serviceExpiredLabel')}</Tag>}
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
