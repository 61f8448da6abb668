import { Card, Col, Row, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { ONLINE_BUCKETS, type OnlineBucket } from '@gps/codes';
import { PAGE_SIZES } from '@gps/contracts/constants';
import { OnlineStatisticsDocument } from '../../gql/graphql';
import { PageHeader } from '../../shared/ui/PageHeader';
import { FleetPicker } from './FleetPicker';
import { PresenceTable } from './PresenceTable';
import './device-status.css';

/**
 * Online status (back office, statistics): the count of devices in each of the seven online buckets
 * (docs/decisions/online-buckets.md) as cards, the platform's or one fleet's; a click on a card lists
 * that bucket's devices beneath, longest in their state first, 100 a page.
 */
export function OnlineStatusPage() {
  const { t } = useTranslation();
  const [fleetId, setFleetId] = useState<string>();
  const [bucket, setBucket] = useState<OnlineBucket>('online');
  const [pageIndex, setPageIndex] = useState(0);
  const query = useQuery(OnlineStatisticsDocument, {
    variables: { fleetId, bucket, pageIndex, pageRows: PAGE_SIZES.onlineTable },
    fetchPolicy: 'network-only',
  });
  const stats = query.data?.onlineStatistics;
  const counts = new Map(stats?.counts.map((c) => [c.bucket, c.count]));

  const choose = (next: OnlineBucket) => {
    setBucket(next);
    setPageIndex(0);
  };

  return (
    <div data-testid="online-status-page">
      <PageHeader
        title={t('statistics.onlineStatus')}
        description={stats ? t('deviceStatus.devicesInScope', { count: stats.devices }) : undefined}
        extra={
          <FleetPicker
            value={fleetId}
            onChange={(id) => {
              setFleetId(id);
              setPageIndex(0);
            }}
          />
        }
      />
      <Row gutter={[12, 12]}>
        {ONLINE_BUCKETS.map((b) => (
          <Col key={b} flex="1 0 150px">
            <Card
              hoverable
              size="small"
              data-testid={`bucket-${b}`}
              aria-pressed={b === bucket}
              onClick={() => choose(b)}
              className={b === bucket ? 'online-bucket online-bucket--chosen' : 'online-bucket'}
            >
              <Statistic
                title={t(`deviceStatus.buckets.${b}`)}
                value={counts.get(b) ?? 0}
                loading={query.loading && !stats}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Card
        variant="borderless"
        className="content-card online-bucket-table"
        title={t(`deviceStatus.buckets.${bucket}`)}
      >
        <PresenceTable
          rows={stats?.rows ?? []}
          total={stats?.total ?? 0}
          loading={query.loading}
          pageIndex={pageIndex}
          pageSize={PAGE_SIZES.onlineTable}
          onPage={setPageIndex}
        />
      </Card>
    </div>
  );
}
