import { DeleteOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErasePersonalDataDocument } from '../../gql/graphql';
import { useSafeMutation } from '../../shared/api/useSafeMutation';
import { useConfirm } from '../../shared/ui/useConfirm';

/**
 * Erases a customer's personal data (a fleet's or a single device's): their key destroyed, the
 * history kept. It cannot be undone, and the confirmation says so.
 */
export function EraseButton({
  accountType,
  account,
  onErased,
}: {
  accountType: number;
  /** The account name (fleet) or serial number (device). */
  account: string;
  onErased: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [erase, erasing] = useSafeMutation(ErasePersonalDataDocument);

  const run = async () => {
    const sure = await confirm({
      title: t('audit.erase.confirmTitle', { account }),
      content: t('audit.erase.confirmContent'),
      okText: t('audit.erase.confirm'),
      danger: true,
    });
    if (!sure) return;
    if (await erase({ accountType, account })) {
      void message.success(t('audit.erase.done', { account }));
      onErased();
    }
  };

  return (
    <Button
      danger
      icon={<DeleteOutlined />}
      loading={erasing}
      onClick={() => void run()}
      data-testid="audit-erase"
    >
      {t('audit.erase.button')}
    </Button>
  );
}
