import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export function BackButton({ to }: { to: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tooltip title={t('common.back')}>
      <Button
        shape="circle"
        icon={<ArrowLeftOutlined />}
        onClick={() => navigate(to)}
        aria-label={t('common.back')}
      />
    </Tooltip>
  );
}
