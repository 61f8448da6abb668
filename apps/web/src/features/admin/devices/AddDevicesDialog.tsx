import { Alert, Button, Input, Modal, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSafeMutation } from '../../../shared/api/useSafeMutation';
import { AddDevicesDocument, type AddDevicesMutation } from '../../../gql/graphql';
import { parseSerials } from './parseSerials';

type Result = AddDevicesMutation['addDevices'];

function SerialList({ title, serials, color }: { title: string; serials: readonly string[]; color: string }) {
  if (serials.length === 0) return null;
  return (
    <div className="serial-report">
      <Typography.Text strong>
        {title} ({serials.length})
      </Typography.Text>
      <div className="serial-report__tags">
        {serials.map((s) => (
          <Tag key={s} color={color}>
            {s}
          </Tag>
        ))}
      </div>
    </div>
  );
}

/** Add a batch of serial numbers; the result reports, per serial, added / duplicate / invalid. */
export function AddDevicesDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [addDevices, adding] = useSafeMutation(AddDevicesDocument);
  const serials = useMemo(() => parseSerials(text), [text]);

  useEffect(() => {
    if (open) {
      setText('');
      setResult(null);
    }
  }, [open]);

  const submit = async () => {
    const data = await addDevices({ deviceSerialNumbers: serials });
    if (data) {
      setResult(data.addDevices);
      if (data.addDevices.added.length > 0) onAdded();
    }
  };

  return (
    <Modal
      open={open}
      title={t('devices.addTitle')}
      onCancel={onClose}
      width={560}
      footer={
        result ? (
          <Button type="primary" onClick={onClose}>
            {t('common.done')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="primary" disabled={serials.length === 0} loading={adding} onClick={submit}>
              {t('devices.addSubmit', { count: serials.length })}
            </Button>
          </>
        )
      }
    >
      {result ? (
        <div data-testid="add-devices-result">
          <Alert
            type={result.added.length > 0 ? 'success' : 'warning'}
            showIcon
            className="dialog-alert"
            title={t('devices.addResult', {
              added: result.added.length,
              duplicates: result.duplicates.length,
              invalid: result.invalid.length,
            })}
          />
          <SerialList title={t('devices.added')} serials={result.added} color="green" />
          <SerialList title={t('devices.duplicates')} serials={result.duplicates} color="orange" />
          <SerialList title={t('devices.invalid')} serials={result.invalid} color="red" />
        </div>
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('devices.addHint')}</Typography.Paragraph>
          <Input.TextArea
            rows={8}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('devices.addPlaceholder')}
            data-testid="add-devices-input"
          />
          <Typography.Text type="secondary" className="serial-count">
            {t('devices.serialCount', { count: serials.length })}
          </Typography.Text>
        </>
      )}
    </Modal>
  );
}
