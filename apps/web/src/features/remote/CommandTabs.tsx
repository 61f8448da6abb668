import { Alert, App, Form, Input, InputNumber, Radio, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandLogFieldsFragment, RemoteKey } from '../../gql/graphql';
import { formatMicros } from '../../shared/format';
import { CommandRow } from './CommandRow';
import {
  DEVICE_PASSWORD,
  FREQ_SECONDS,
  PHONE_NUMBER,
  QUERY_KEYS,
  SWITCH_KEYS,
  VIBL_RANGE,
  isOpen,
  type CommandValue,
  type FreqChoice,
  type SwitchKey,
} from './remoteCommands';
import type { SendRefusal } from './sendRefusal';
import type { CommandSender } from './useSendCommand';
import { DeviceReply } from './DeviceReply';

interface TabProps {
  sender: CommandSender;
  /** Why commands cannot be sent (sendRefusal), or null when they can. */
  refusal: SendRefusal | null;
}

const REFUSAL_TEST_IDS: Record<SendRefusal, string> = {
  noPermission: 'remote-no-permission',
  outOfService: 'remote-out-of-service',
};

/**
 * When commands cannot be sent (no permission slot 2, or the device out of service) they stay
 * visible but disabled, with the reason; the history stays readable.
 */
function SendRefused({ refusal }: { refusal: SendRefusal | null }) {
  const { t } = useTranslation();
  if (refusal === null) return null;
  return (
    <Alert
      className="remote-alert"
      type={refusal === 'outOfService' ? 'warning' : 'info'}
      showIcon
      title={t(`remote.${refusal}.title`)}
      description={t(`remote.${refusal}.description`)}
      data-testid={REFUSAL_TEST_IDS[refusal]}
    />
  );
}

/** The newest answer to a query today, or that it is still on its way. */
function LastAnswer({ entry }: { entry: CommandLogFieldsFragment | undefined }) {
  const { t } = useTranslation();
  if (!entry) return <Typography.Text type="secondary">{t('remote.lastAnswer.none')}</Typography.Text>;
  if (isOpen(entry.status)) {
    return <Typography.Text type="secondary">{t('remote.lastAnswer.waiting')}</Typography.Text>;
  }
  if (entry.status !== 'replied') {
    return (
      <Typography.Text type="warning">
        {t(`remote.status.${entry.status}`, { defaultValue: entry.status })}
      </Typography.Text>
    );
  }
  return (
    <div className="last-answer">
      <Typography.Text type="secondary" className="last-answer__time">
        {t('remote.lastAnswer.at', { time: formatMicros(entry.replyTimestamp, true, true) })}
      </Typography.Text>
      {entry.replyText !== null && <DeviceReply text={entry.replyText} />}
    </div>
  );
}

/** Query tab (request data code 12): position and battery, each with today's latest answer. */
export function QueryTab({ sender, refusal, log }: TabProps & { log: readonly CommandLogFieldsFragment[] }) {
  const canSend = refusal === null;
  return (
    <div className="command-list">
      <SendRefused refusal={refusal} />
      {QUERY_KEYS.map((key) => (
        <CommandRow
          key={key}
          code={key}
          control={<LastAnswer entry={log.find((row) => row.key === key)} />}
          sending={sender.sending === key}
          disabled={!canSend || (sender.sending !== null && sender.sending !== key)}
          onSend={() => void sender.send(key, null)}
        />
      ))}
    </div>
  );
}

/** A command whose value is entered and validated in a one-field form. */
function ValueForm<V>({
  code,
  sender,
  canSend,
  toValue,
  confirmFirst,
  note,
  children,
}: {
  sender: CommandSender;
  canSend: boolean;
  code: RemoteKey;
  toValue: (value: V) => CommandValue;
  /** Asked before sending; false keeps the command unsent. */
  confirmFirst?: (value: V) => Promise<boolean>;
  note?: (value: V | undefined) => ReactNode;
  children: ReactNode;
}) {
  const [form] = Form.useForm<{ value: V }>();
  const value = Form.useWatch('value', form);
  const disabled = !canSend || (sender.sending !== null && sender.sending !== code);
  const onFinish = async ({ value: v }: { value: V }) => {
    if (confirmFirst && !(await confirmFirst(v))) return;
    await sender.send(code, toValue(v));
  };
  return (
    <Form form={form} onFinish={onFinish} requiredMark={false} className="command-form" disabled={!canSend}>
      <CommandRow
        code={code}
        submit
        sending={sender.sending === code}
        disabled={disabled}
        control={children}
        note={note?.(value)}
      />
    </Form>
  );
}

/** Set tab (request data code 13): device password, SIM and owner numbers, frequency, vibration sensitivity. */
export function SetTab({ sender, refusal }: TabProps) {
  const { t } = useTranslation();
  const canSend = refusal === null;
  const { modal } = App.useApp();
  const fastWarning = t('remote.freq.fastWarning');
  const phoneRules = [
    { required: true, message: t('validation.required') },
    { pattern: PHONE_NUMBER, message: t('remote.validation.phone') },
  ];
  const confirmFast = (choice: FreqChoice) =>
    choice !== 'fast'
      ? Promise.resolve(true)
      : new Promise<boolean>((resolve) =>
          modal.confirm({
            title: t('remote.freq.confirmTitle'),
            content: fastWarning,
            centered: true,
            okText: t('remote.send'),
            cancelText: t('common.cancel'),
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          }),
        );

  return (
    <div className="command-list">
      <SendRefused refusal={refusal} />
      <ValueForm<string> code="PSW" sender={sender} canSend={canSend} toValue={(v) => ({ text: v.trim() })}>
        <Form.Item
          name="value"
          className="command-row__item"
          rules={[
            { required: true, message: t('validation.required') },
            { pattern: DEVICE_PASSWORD, message: t('remote.validation.password') },
          ]}
        >
          <Input maxLength={16} autoComplete="off" aria-label={t('remote.keys.PSW.name')} />
        </Form.Item>
      </ValueForm>
      {(['PHONE', 'USER'] as const).map((code) => (
        <ValueForm<string>
          key={code}
          code={code}
          sender={sender}
          canSend={canSend}
          toValue={(v) => ({ text: v.trim() })}
        >
          <Form.Item name="value" className="command-row__item" rules={phoneRules}>
            <Input
              maxLength={21}
              inputMode="tel"
              placeholder="+886912345678"
              aria-label={t(`remote.keys.${code}.name`)}
            />
          </Form.Item>
        </ValueForm>
      ))}
      <ValueForm<FreqChoice>
        code="FREQ"
        sender={sender}
        canSend={canSend}
        toValue={(choice) => ({ number: FREQ_SECONDS[choice] })}
        confirmFirst={confirmFast}
        note={(choice) =>
          choice === 'fast' && (
            <Alert type="warning" showIcon title={fastWarning} data-testid="freq-fast-warning" />
          )
        }
      >
        <Form.Item
          name="value"
          className="command-row__item"
          rules={[{ required: true, message: t('remote.validation.choose') }]}
        >
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            aria-label={t('remote.keys.FREQ.name')}
            options={[
              { value: 'normal', label: t('remote.freq.normal', { seconds: FREQ_SECONDS.normal }) },
              { value: 'fast', label: t('remote.freq.fast', { seconds: FREQ_SECONDS.fast }) },
            ]}
          />
        </Form.Item>
      </ValueForm>
      <ValueForm<number> code="VIBL" sender={sender} canSend={canSend} toValue={(v) => ({ number: v })}>
        <Form.Item
          name="value"
          className="command-row__item"
          rules={[
            { required: true, message: t('validation.required') },
            {
              type: 'integer',
              min: VIBL_RANGE.min,
              max: VIBL_RANGE.max,
              message: t('remote.validation.vibl', VIBL_RANGE),
            },
          ]}
        >
          <InputNumber
            min={VIBL_RANGE.min}
            max={VIBL_RANGE.max}
            precision={0}
            className="command-row__number"
            aria-label={t('remote.keys.VIBL.name')}
            placeholder={`${VIBL_RANGE.min}–${VIBL_RANGE.max}`}
          />
        </Form.Item>
      </ValueForm>
    </div>
  );
}

/** Remote-control tab (request data code 13): the four on/off switches. */
export function ControlTab({ sender, refusal }: TabProps) {
  const { t } = useTranslation();
  const canSend = refusal === null;
  return (
    <div className="command-list">
      <SendRefused refusal={refusal} />
      {SWITCH_KEYS.map((code: SwitchKey) => (
        <ValueForm<boolean>
          key={code}
          code={code}
          sender={sender}
          canSend={canSend}
          toValue={(on) => ({ on })}
        >
          <Form.Item
            name="value"
            className="command-row__item"
            rules={[{ required: true, message: t('remote.validation.choose') }]}
          >
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              aria-label={t(`remote.keys.${code}.name`)}
              options={[
                { value: true, label: t('remote.value.on') },
                { value: false, label: t('remote.value.off') },
              ]}
            />
          </Form.Item>
        </ValueForm>
      ))}
    </div>
  );
}
