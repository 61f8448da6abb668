import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../shared/api/errorBus';
import { postForFile, saveFile } from '../../shared/api/fileCall';
import { useSession } from '../../shared/session/store';
import type { EntityQuery } from './entityQuery';
import { EXPORT_CALL, exportBody, fallbackFileName } from './exportRequest';

/**
 * The entity's whole history as JSON Lines with the chain hashes, downloaded as the other exports
 * are (a file call of the /api door); the file can be checked without our server.
 */
export function ExportTab({ query }: { query: EntityQuery }) {
  const { t } = useTranslation();
  const session = useSession();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (!session) return;
    setBusy(true);
    const result = await postForFile(EXPORT_CALL, exportBody(session.token, query), fallbackFileName(query));
    setBusy(false);
    if ('error' in result) reportError(result.error);
    else saveFile(result.file, result.fileName);
  };

  return (
    <Space direction="vertical" className="audit-export" data-testid="audit-export">
      <Typography.Paragraph>{t('audit.export.description')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('audit.export.verifyHint')}</Typography.Paragraph>
      <Button
        type="primary"
        icon={<DownloadOutlined />}
        loading={busy}
        onClick={() => void download()}
        data-testid="audit-export-download"
      >
        {t('audit.export.download')}
      </Button>
    </Space>
  );
}
