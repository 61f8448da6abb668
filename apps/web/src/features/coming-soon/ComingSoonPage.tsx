import { ArrowRightOutlined } from '@ant-design/icons';
import { Button, Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ComingSoon } from '../../shared/ui/ComingSoon';
import { PageHeader } from '../../shared/ui/PageHeader';

/** A page of a later capability: its real title (and tabs) with the translated coming state. */
export function ComingSoonPage({
  titleKey,
  subtitleKey,
  tabs,
  link,
}: {
  titleKey: string;
  subtitleKey?: string;
  tabs?: { key: string; labelKey: string }[];
  /** A related page (e.g. finance <-> manual modification records). */
  link?: { to: string; labelKey: string };
}) {
  const { t } = useTranslation();
  const title = subtitleKey ? `${t(titleKey)} · ${t(subtitleKey)}` : t(titleKey);
  return (
    <div data-testid="coming-soon-page">
      <PageHeader
        title={title}
        extra={
          link && (
            <Link to={link.to}>
              <Button icon={<ArrowRightOutlined />}>{t(link.labelKey)}</Button>
            </Link>
          )
        }
      />
      {tabs ? (
        <Card variant="borderless" className="content-card sub-tabs">
          <Tabs
            items={tabs.map((tab) => ({
              key: tab.key,
              label: t(tab.labelKey),
              children: <ComingSoon areaKey={tab.labelKey} />,
            }))}
          />
        </Card>
      ) : (
        <ComingSoon areaKey={titleKey} />
      )}
    </div>
  );
}
