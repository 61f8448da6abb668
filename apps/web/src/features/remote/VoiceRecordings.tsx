import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { App, Alert, Button, Empty, Spin, Tooltip, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VOICE_RECORDING_LIST } from '@gps/contracts/constants';
import { toAppError } from '../../shared/api/errorMapping';
import { useSafeMutation } from '../../shared/api/useSafeMutation';
import {
  UploadVoiceRecorderLogsDocument,
  VoiceRecorderLogsDocument,
  type VoiceRecordingFieldsFragment,
} from '../../gql/graphql';
import { formatMicros } from '../../shared/format';
import { AmrPlayer } from './AmrPlayer';
import { formatFileSize } from '../../shared/numbers';
import { AUDIO_ACCEPT, VOICE_MAX_BYTES, audioFileProblem, readAsBase64 } from './voiceFiles';

/** Playback links are signed for an hour: the list is re-read well before they run out. */
const RELOAD_LINKS_MS = 20 * 60_000;

/** Whether this browser says it can play the type at all ("" means no; AMR in Chrome and Firefox). */
function playable(contentType: string): boolean {
  return document.createElement('audio').canPlayType(contentType) !== '';
}

/** AMR-NB, what trackers record: decoded in the page when the browser cannot play it (AMR-WB is not). */
const AMR_NB = 'audio/amr';

function Recording({ row }: { row: VoiceRecordingFieldsFragment }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="voice-item" data-testid={`voice-${row.id}`}>
      <div className="voice-item__head">
        <Typography.Text strong className="voice-item__name" ellipsis={{ tooltip: row.fileName }}>
          {row.fileName}
        </Typography.Text>
        <Typography.Text type="secondary" className="voice-item__meta">
          {t('voice.meta', {
            uploadedAt: formatMicros(row.uploadedAt, true, true),
            uploadedBy: row.uploadedBy,
            size: formatFileSize(row.size, i18n.language),
            type: row.contentType,
          })}
          {row.recordedAt !== null &&
            ` · ${t('voice.recordedAt', { time: formatMicros(row.recordedAt, true, true) })}`}
        </Typography.Text>
      </div>
      <div className="voice-item__player">
        {playable(row.contentType) ? (
          <audio controls preload="none" src={row.url} aria-label={row.fileName} />
        ) : row.contentType === AMR_NB ? (
          <AmrPlayer url={row.url} fileName={row.fileName} />
        ) : (
          <Typography.Text type="secondary">
            {t('voice.notPlayable', { type: row.contentType })}
          </Typography.Text>
        )}
        <Tooltip title={t('voice.download')}>
          <Button
            type="text"
            icon={<DownloadOutlined />}
            href={row.url}
            download={row.fileName}
            aria-label={t('voice.download')}
          />
        </Tooltip>
      </div>
    </li>
  );
}

/**
 * A device's voice recordings: the last 20 (newest first) with a player each, and an upload that
 * reads the file as base64 in the browser. Uploading needs permission slot 2, like commands.
 */
export function VoiceRecordings({
  deviceSerialNumber,
  canUpload,
}: {
  deviceSerialNumber: string;
  canUpload: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const [upload] = useSafeMutation(UploadVoiceRecorderLogsDocument);
  const { data, loading, error, refetch } = useQuery(VoiceRecorderLogsDocument, {
    variables: { deviceSerialNumber },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'network-only',
    pollInterval: RELOAD_LINKS_MS,
    context: { logOnly: true },
  });
  const rows = data?.voiceRecorderLogs.rows ?? [];
  const total = data?.voiceRecorderLogs.total ?? 0;
  const maxSize = formatFileSize(VOICE_MAX_BYTES, i18n.language);

  const send = async (file: File) => {
    setUploading(true);
    try {
      let base64: string;
      try {
        base64 = await readAsBase64(file);
      } catch {
        message.error(t('voice.problem.unreadable', { name: file.name }));
        return;
      }
      const result = await upload({ deviceSerialNumber, fileName: file.name, data: base64 });
      if (!result) return;
      message.success(t('voice.uploaded', { name: result.uploadVoiceRecorderLogs.fileName }));
      await refetch().catch(() => undefined);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="voice" data-testid="voice-recordings">
      <div className="toolbar">
        <div className="toolbar__left">
          <Typography.Text strong>{t('voice.title', { limit: VOICE_RECORDING_LIST })}</Typography.Text>
          <Typography.Text type="secondary">
            {t('voice.total', { shown: rows.length, total })}
          </Typography.Text>
        </div>
        <div className="toolbar__right">
          <Typography.Text type="secondary">{t('voice.formats', { max: maxSize })}</Typography.Text>
          <Tooltip title={canUpload ? undefined : t('voice.noPermission')}>
            <Upload
              accept={AUDIO_ACCEPT}
              showUploadList={false}
              disabled={!canUpload || uploading}
              beforeUpload={(file) => {
                const problem = audioFileProblem(file);
                if (problem) {
                  message.error(t(`voice.problem.${problem}`, { name: file.name, max: maxSize }));
                  return Upload.LIST_IGNORE;
                }
                return true;
              }}
              customRequest={({ file, onSuccess }) => {
                void send(file as File).finally(() => onSuccess?.(null));
              }}
            >
              <Button type="primary" icon={<UploadOutlined />} loading={uploading} disabled={!canUpload}>
                {t('voice.upload')}
              </Button>
            </Upload>
          </Tooltip>
        </div>
      </div>
      {error !== undefined && (
        <Alert
          className="remote-alert"
          type="error"
          showIcon
          title={t('voice.loadFailed')}
          description={t(toAppError(error).messageKey, toAppError(error).messageParams)}
        />
      )}
      {loading && rows.length === 0 ? (
        <div className="center-spin">
          <Spin />
        </div>
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('voice.empty')} />
      ) : (
        <ul className="voice-list">
          {rows.map((row) => (
            <Recording key={row.id} row={row} />
          ))}
        </ul>
      )}
    </div>
  );
}
