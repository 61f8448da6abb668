import { App, Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSafeMutation } from '../../shared/api/useSafeMutation';
import { EditDeviceDocument, type DeviceFieldsFragment } from '../../gql/graphql';
import type { FleetChoice } from '../../shared/vehicles/buildTree';

interface Props {
  open: boolean;
  device: DeviceFieldsFragment | null;
  fleets: readonly FleetChoice[];
  onClose: () => void;
  onSaved: (device: DeviceFieldsFragment) => void;
}

/** Move a device to another fleet of the account (main fleet or one of its sub-fleets). */
export function MoveToFleetDialog({ open, device, fleets, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [fleetId, setFleetId] = useState<string | undefined>();
  const [editDevice, saving] = useSafeMutation(EditDeviceDocument);

  useEffect(() => {
    if (open) setFleetId(device?.fleetId ?? undefined);
  }, [open, device]);

  const submit = async () => {
    if (!device || !fleetId || fleetId === device.fleetId) {
      onClose();
      return;
    }
    const data = await editDevice({ input: { deviceSerialNumber: device.deviceSerialNumber, fleetId } });
    if (data) {
      message.success(t('common.saved'));
      onSaved(data.editDevice);
      onClose();
    }
  };

  return (
    <Modal
      open={open}
      title={t('tree.moveDialog.title')}
      onCancel={onClose}
      onOk={submit}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: saving, disabled: !fleetId }}
      width={440}
    >
      <Form layout="vertical">
        <Form.Item label={t('device.fields.deviceSerialNumber')}>
          <strong>{device ? `${device.carName ?? ''} ${device.deviceSerialNumber}`.trim() : ''}</strong>
        </Form.Item>
        <Form.Item label={t('tree.moveDialog.target')}>
          <Select
            value={fleetId}
            onChange={setFleetId}
            options={fleets.map((f) => ({
              value: f.id,
              label: f.isSubFleet ? `└ ${f.name}` : f.name,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
