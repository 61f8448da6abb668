import { App, Form, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSafeMutation } from '../../shared/api/useSafeMutation';
import { AssignDevicesPlanDocument } from '../../gql/graphql';
import { planOptions } from './planOptions';

/** Puts the selected devices on a plan, or on none; the server refuses the whole call for an unknown device. */
export function AssignPlanDialog({
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
  const [planId, setPlanId] = useState<number>();
  const [assign, saving] = useSafeMutation(AssignDevicesPlanDocument);

  useEffect(() => {
    if (open) setPlanId(undefined);
  }, [open]);

  const submit = async () => {
    if (planId === undefined) return;
    if (await assign({ deviceSerialNumbers: [...serials], planId })) {
      message.success(t('plans.assigned', { count: serials.length }));
      onDone();
      onClose();
    }
  };

  return (
    <Modal
      open={open}
      title={t('plans.assignTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: planId === undefined, loading: saving }}
      width={420}
    >
      <Typography.Paragraph type="secondary">
        {t('plans.assignHint', { count: serials.length })}
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('plans.plan')}>
          <Select
            data-testid="assign-plan-select"
            value={planId}
            onChange={setPlanId}
            placeholder={t('plans.choosePlan')}
            options={planOptions(t, true)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
