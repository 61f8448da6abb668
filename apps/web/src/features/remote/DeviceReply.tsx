import { EnvironmentOutlined } from '@ant-design/icons';
import { Button, Popover, Spin, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { explainReply } from './deviceReply';
import { localDeviceTime, replyPhrases } from './replyWords';

// Leaflet comes with the map only, when a reply's position is opened.
const ReplyMap = lazy(() => import('./ReplyMap').then((m) => ({ default: m.ReplyMap })));

/**
 * A device's reply: its text exactly as sent, then what it means in the reader's language, the
 * device's clock in the reader's time zone, and a map of the position it carries.
 */
export function DeviceReply({ text }: { text: string }) {
  const { t, i18n } = useTranslation();
  const { meaning, deviceTime } = useMemo(() => explainReply(text), [text]);
  const phrases = meaning ? replyPhrases(meaning, i18n.language) : [];
  const position = meaning?.kind === 'position' ? meaning.position : undefined;
  return (
    <div className="device-reply" data-testid="device-reply">
      <code className="log-text">{text}</code>
      {phrases.length > 0 && (
        <Typography.Text className="device-reply__meaning" data-testid="reply-meaning">
          {phrases.map((p) => t(`remote.reply.${p.key}`, p.params)).join(' · ')}
        </Typography.Text>
      )}
      {deviceTime !== undefined && (
        <Typography.Text type="secondary" className="device-reply__clock" data-testid="reply-device-time">
          {t('remote.reply.deviceTime', { time: localDeviceTime(deviceTime) })}
        </Typography.Text>
      )}
      {position && (
        <Popover
          trigger="click"
          destroyOnHidden
          content={
            <Suspense fallback={<Spin />}>
              <ReplyMap position={position} />
            </Suspense>
          }
        >
          <Button size="small" type="link" icon={<EnvironmentOutlined />} data-testid="reply-show-map">
            {t('remote.reply.showOnMap')}
          </Button>
        </Popover>
      )}
    </div>
  );
}
