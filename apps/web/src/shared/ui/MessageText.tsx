import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Lines of a text a list row shows before "more" (the whole 280 characters would crowd the table). */
const ROWS_SHOWN = 2;

/**
 * A customer-facing text in a back-office list (an announcement, a message, a feedback report): its
 * first lines, the rest on demand, its line breaks kept.
 */
export function MessageText({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Typography.Paragraph
      className="message-text"
      ellipsis={{
        rows: ROWS_SHOWN,
        expandable: 'collapsible',
        symbol: (expanded) => t(expanded ? 'common.less' : 'common.more'),
      }}
    >
      {text}
    </Typography.Paragraph>
  );
}
