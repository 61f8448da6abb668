import { Card, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { PAGE_SIZES } from '@gps/contracts/constants';
import { OfflineDevicesDocument } from '../../gql/graphql';
import { PageHeader } from '../../shared/ui/PageHeader';
import { FleetPicker } from './FleetPicker';
import { OFFLINE_SPAN_NAMES, spanFilter, type OfflineSpan } from './offlineSpans';
import { PresenceTable } from './PresenceTable';

/**
 * Offline devices (back office, statistics): the devices offline now, longest offline first, since
 * their last packet, for how long and where they last were; narrowed by how long (the online
 * buckets' spans) and by fleet. 200 a page.
 */
export function OfflineDevicesPage() {
  const { t } = useTranslation();
  const [fleetId, setFleetId] = useState<string>();
  const [span, setSpan] = useState<OfflineSpan>('all');
  const [pageIndex, setPageIndex] = useState(0);
  const query = useQuery(OfflineDevicesDocument, {
    variables: { fleetId, ...spanFilter(span), pageIndex, pageRows: PAGE_SIZES.offlineDevices },
    fetchPolicy: 'network-only',
  });
  const page = query.data?.offlineDevices;

  return (
    <div data-testid="offline-devices-page">
      <PageHeader
        title={t('statistics.offlineDevice')}
        description={page ? t('common.total', { count: page.total }) : undefined}
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
      <Card variant="borderless" className="content-card">
        <Segmented<OfflineSpan>
          data-testid="offline-span"
          value={span}
          onChange={(next) => {
            setSpan(next);
            setPageIndex(0);
          }}
          options={OFFLINE_SPAN_NAMES.map((s) => ({ value: s, label: t(`deviceStatus.spans.${s}`) }))}
          style={{ marginBottom: 12 }}
        />
        <PresenceTable
          rows={page?.rows ?? []}
          total={page?.total ?? 0}
          loading={query.loading}
          pageIndex={pageIndex}
          pageSize={PAGE_SIZES.offlineDevices}
          onPage={setPageIndex}
        />
      </Card>
    </div>
  );
}
