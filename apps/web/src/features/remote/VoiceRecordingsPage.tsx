import { ClientSlot } from '@gps/codes';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/PageHeader';
import { hasSlot } from '../../shared/session/rights';
import { useSession } from '../../shared/session/store';
import { DevicePicker } from '../../shared/vehicles/DevicePicker';
import { NoDeviceChosen } from './RemotePage';
import { useDeviceChoice } from '../../shared/vehicles/useDeviceChoice';
import { VoiceRecordings } from './VoiceRecordings';

/** /main/record: the chosen vehicle's voice recordings on their own (also a tab of the remote page). */
export function VoiceRecordingsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const choice = useDeviceChoice();
  return (
    <div data-testid="record-page">
      <PageHeader
        title={t('client.record')}
        description={t('voice.description')}
        extra={<DevicePicker choice={choice} />}
      />
      {choice.device === null ? (
        <NoDeviceChosen />
      ) : (
        <Card variant="borderless" className="content-card">
          <VoiceRecordings
            deviceSerialNumber={choice.device.deviceSerialNumber}
            canUpload={hasSlot(session?.permissions, ClientSlot.SEND_COMMANDS)}
          />
        </Card>
      )}
    </div>
  );
}
