import { App, Checkbox, Form, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { useSafeMutation } from '../../../shared/api/useSafeMutation';
import { AllocationDeviceDocument, FleetOptionsDocument } from '../../../gql/graphql';

/** Allocate the selected devices to a fleet (or back to unallocated). The fleet search only logs failures. */
export function AllocateDialog({
  open,
  serials,
  onClose,
  onDone,
}: {
  open: boolean;
  serials: readonly string[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [fleetId, setFleetId] = useState<string>();
  const [unallocate, setUnallocate] = useState(false);
  const [allocate, saving] = useSafeMutation(AllocationDeviceDocument);
  const options = useQuery(FleetOptionsDocument, {
    skip: !open,
    variables: { keyword: keyword || undefined, pageRows: 50 },
    context: { logOnly: true },
  });

  useEffect(() => {
    if (open) {
      setKeyword('');
      setFleetId(undefined);
      setUnallocate(false);
    }
  }, [open]);

  const submit = async () => {
    const data = await allocate({ deviceSerialNumbers: [...serials], fleetId: unallocate ? null : fleetId });
    if (data) {
      message.success(t('devices.allocated', { count: data.allocationDevice.length }));
      onDone();
      onClose();
    }
  };

  return (
    <Modal
      open={open}
      title={t('devices.allocateTitle')}
      onCancel={onClose}
      onOk={submit}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !unallocate && !fleetId, loading: saving }}
      width={480}
    >
      <Typography.Paragraph type="secondary">
        {t('devices.allocateHint', { count: serials.length })}
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('devices.targetFleet')}>
          <Select
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            disabled={unallocate}
            value={fleetId}
            onChange={setFleetId}
            loading={options.loading}
            placeholder={t('devices.searchFleet')}
            notFoundContent={t('common.noData')}
            options={(options.data?.fleets.rows ?? []).map((f) => ({
              value: f.id,
              label: `${f.alias || f.account} (${f.account})${f.parentFleetId ? ` · ${t('fleet.subFleet')}` : ''}`,
            }))}
          />
        </Form.Item>
        <Checkbox checked={unallocate} onChange={(e) => setUnallocate(e.target.checked)}>
          {t('devices.unallocate')}
        </Checkbox>
      </Form>
    </Modal>
  );
}
