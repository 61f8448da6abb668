import { SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteKey } from '../../gql/graphql';

/** One command of a tab: its name, code and hint; its value control; its send button; a note under it. */
export function CommandRow({
  code,
  control,
  note,
  sending,
  disabled,
  onSend,
  submit = false,
}: {
  code: RemoteKey;
  control?: ReactNode;
  note?: ReactNode;
  sending: boolean;
  disabled: boolean;
  /** Called by the button unless it submits the surrounding form. */
  onSend?: () => void;
  /** The button submits the surrounding form (which validates the value first). */
  submit?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="command-row" data-testid={`command-${code}`}>
      <div className="command-row__label">
        <div className="command-row__title">
          <span>{t(`remote.keys.${code}.name`)}</span>
          <code className="command-row__code">{code}</code>
        </div>
        <div className="command-row__hint">{t(`remote.keys.${code}.hint`)}</div>
      </div>
      <div className="command-row__control">{control}</div>
      <div className="command-row__action">
        <Button
          type="primary"
          icon={<SendOutlined />}
          loading={sending}
          disabled={disabled}
          htmlType={submit ? 'submit' : 'button'}
          onClick={submit ? undefined : onSend}
        >
          {t('remote.send')}
        </Button>
      </div>
      {note && <div className="command-row__note">{note}</div>}
    </div>
  );
}
