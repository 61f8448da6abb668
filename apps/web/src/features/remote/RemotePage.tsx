import { Alert, Card, Empty, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/PageHeader';
import { isRunning, OutOfServiceTag } from '../../shared/ui/StatusTags';
import { canSendCommands, canUploadRecordings } from '../../shared/session/rights';
import { useSession } from '../../shared/session/store';
import { CommandHistory } from './CommandHistory';
import { ControlTab, QueryTab, SetTab } from './CommandTabs';
import { DevicePicker } from './DevicePicker';
import { sendRefusal } from './sendRefusal';
import { useCommandLog } from './useCommandLog';
import { useRemoteDevice } from './useRemoteDevice';
import { useSendCommand } from './useSendCommand';
import { VoiceRecordings } from './VoiceRecordings';

type TabKey = 'query' | 'set' | 'control' | 'reply' | 'voice';

/** Said on every page of the remote area when no vehicle is chosen. */
export function NoDeviceChosen() {
  const { t } = useTranslation();
  return (
    <Card variant="borderless" className="content-card" data-testid="remote-no-device">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('remote.noDevice')} />
    </Card>
  );
}

/**
 * /main/remote: the spec's four tabs (query, set, remote control, device reply) and the voice
 * recordings, for the vehicle ticked in the tree (or named by the tree's "remote control" menu).
 * Sending needs permission slot 2 and a device in service; otherwise the commands are shown
 * disabled with the reason (sendRefusal), and the history and recordings stay readable.
 */
export function RemotePage() {
  const { t } = useTranslation();
  const session = useSession();
  const hasSendPermission = canSendCommands(session);
  const choice = useRemoteDevice();
  const refusal = sendRefusal(hasSendPermission, choice.device);
  const serial = choice.device?.deviceSerialNumber ?? null;
  const [tab, setTab] = useState<TabKey>(hasSendPermission ? 'query' : 'reply');
  const log = useCommandLog(serial);
  const sender = useSendCommand(serial, log.follow);
  const offline = choice.device !== null && !isRunning(choice.device.deviceStatusCode);

  return (
    <div data-testid="remote-page">
      <PageHeader
        title={t('client.tabs.remote')}
        description={t('remote.description')}
        extra={
          <>
            <OutOfServiceTag code={choice.device?.serviceStatusCode} />
            <DevicePicker choice={choice} />
          </>
        }
      />
      {choice.device === null ? (
        <NoDeviceChosen />
      ) : (
        <Card variant="borderless" className="content-card sub-tabs remote-card">
          {offline && refusal === null && (
            <Alert className="remote-alert" type="warning" showIcon title={t('remote.offlineHint')} />
          )}
          <Tabs
            activeKey={tab}
            onChange={(key) => {
              setTab(key as TabKey);
              // The history is read when it is looked at, besides the 60 s refresh.
              if (key === 'reply') log.refresh();
            }}
            items={[
              {
                key: 'query',
                label: t('client.remote.query'),
                children: <QueryTab sender={sender} refusal={refusal} log={log.rows} />,
              },
              {
                key: 'set',
                label: t('client.remote.set'),
                children: <SetTab sender={sender} refusal={refusal} />,
              },
              {
                key: 'control',
                label: t('client.remote.control'),
                children: <ControlTab sender={sender} refusal={refusal} />,
              },
              { key: 'reply', label: t('client.remote.reply'), children: <CommandHistory log={log} /> },
              {
                key: 'voice',
                label: t('client.record'),
                children: serial && (
                  <VoiceRecordings deviceSerialNumber={serial} canUpload={canUploadRecordings(session)} />
                ),
              },
            ]}
          />
        </Card>
      )}
    </div>
  );
}
