import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, type ExportFormat, type Language } from '@gps/codes';
import { reportError } from '../../shared/api/errorBus';
import { useSession } from '../../shared/session/store';
import { saveFile } from '../../shared/api/fileCall';
import { requestExport, type ExportKind } from './exportDownload';
import type { Period } from './periodPresets';

/** An export button (track or parking) with the four formats; a refusal shows in the error dialog. */
export function ExportMenu({
  kind,
  deviceSerialNumber,
  period,
  overtimeSeconds,
}: {
  kind: ExportKind;
  deviceSerialNumber: string;
  period: Period;
  overtimeSeconds?: number;
}) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [busy, setBusy] = useState(false);

  const download = async (format: ExportFormat) => {
    if (!session) return;
    setBusy(true);
    const result = await requestExport({
      kind,
      userToken: session.token,
      deviceSerialNumber,
      startTime: period.startTime,
      endTime: period.endTime,
      format,
      overtimeSeconds,
      language: i18n.language as Language,
    });
    setBusy(false);
    if ('error' in result) reportError(result.error);
    else saveFile(result.file, result.fileName);
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: EXPORT_FORMATS.map((format) => ({
          key: format,
          label: format.toUpperCase(),
          'data-testid': `export-${kind}-${format}`,
        })),
        onClick: ({ key }) => void download(key as ExportFormat),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy} data-testid={`export-${kind}`}>
        {t(kind === 'track' ? 'history.export.track' : 'history.export.parking')}
      </Button>
    </Dropdown>
  );
}
