import { PlusOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { Button, Empty, Input, List, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DevicesDocument, FleetsDocument } from '../../gql/graphql';
import { DeviceName } from './DeviceName';
import type { ClientDevice } from '../../shared/vehicles/VehiclesProvider';

type SearchBy = 'device' | 'fleet';

/** What a search found: a device by its serial, or a fleet's devices (its sub-fleets' with them). */
type Found = { kind: 'none' } | { kind: 'devices'; fleet: string | null; devices: ClientDevice[] };

/**
 * The console's search (spec): a device by serial number or a fleet by account, only for a
 * non-empty keyword; what it finds comes with an Add per device, and a fleet's with Add all.
 */
export function ConsoleSearch({
  watched,
  onAdd,
}: {
  watched: ReadonlySet<string>;
  onAdd: (devices: readonly ClientDevice[]) => void;
}) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [by, setBy] = useState<SearchBy>('device');
  const [found, setFound] = useState<Found | null>(null);
  const [searching, setSearching] = useState(false);

  const devicesWhere = async (filter: Record<string, unknown>) =>
    (
      await client.query({
        query: DevicesDocument,
        variables: { filter },
        fetchPolicy: 'network-only',
      })
    ).data?.devices.rows ?? [];

  const search = async (value: string) => {
    const keyword = value.trim();
    if (!keyword) return;
    setSearching(true);
    try {
      if (by === 'device') {
        const devices = await devicesWhere({ deviceSerialNumber: keyword });
        setFound(devices.length ? { kind: 'devices', fleet: null, devices } : { kind: 'none' });
        return;
      }
      const fleets = await client.query({
        query: FleetsDocument,
        variables: { filter: { account: keyword, containSubFleets: true } },
        fetchPolicy: 'network-only',
      });
      const fleet = fleets.data?.fleets.rows[0];
      if (!fleet) {
        setFound({ kind: 'none' });
        return;
      }
      const devices = await devicesWhere({ fleetId: fleet.id, isContainSubFleet: true });
      setFound({ kind: 'devices', fleet: fleet.alias || fleet.account, devices });
    } catch {
      // The error dialog has said why; the last result stays as it was.
    } finally {
      setSearching(false);
    }
  };

  const addable =
    found?.kind === 'devices' ? found.devices.filter((d) => !watched.has(d.deviceSerialNumber)) : [];

  return (
    <div className="console-search" data-testid="console-search">
      <Radio.Group
        value={by}
        onChange={(event) => {
          setBy(event.target.value as SearchBy);
          setFound(null);
        }}
        options={[
          { value: 'device', label: t('customerConsole.byDevice') },
          { value: 'fleet', label: t('customerConsole.byFleet') },
        ]}
      />
      <Input.Search
        allowClear
        loading={searching}
        placeholder={t(
          by === 'device' ? 'customerConsole.devicePlaceholder' : 'customerConsole.fleetPlaceholder',
        )}
        enterButton={t('customerConsole.search')}
        onSearch={(value) => void search(value)}
        data-testid="console-search-input"
      />
      {found?.kind === 'none' && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noDataSearchAgain')} />
      )}
      {found?.kind === 'devices' && (
        <div className="console-found" data-testid="console-found">
          <div className="console-panel__head">
            <Typography.Text strong>
              {found.fleet ?? t('customerConsole.found')} ({found.devices.length})
            </Typography.Text>
            {found.fleet && (
              <Button size="small" disabled={addable.length === 0} onClick={() => onAdd(addable)}>
                {t('customerConsole.addAll')}
              </Button>
            )}
          </div>
          <List
            size="small"
            dataSource={found.devices}
            locale={{ emptyText: t('common.noDataSearchAgain') }}
            renderItem={(d) => (
              <List.Item
                data-testid={`found-${d.deviceSerialNumber}`}
                actions={[
                  <Button
                    key="add"
                    size="small"
                    type="primary"
                    ghost
                    icon={<PlusOutlined />}
                    disabled={watched.has(d.deviceSerialNumber)}
                    onClick={() => onAdd([d])}
                  >
                    {watched.has(d.deviceSerialNumber)
                      ? t('customerConsole.watching')
                      : t('customerConsole.add')}
                  </Button>,
                ]}
              >
                <DeviceName device={d} className="console-found__name" />
              </List.Item>
            )}
          />
        </div>
      )}
    </div>
  );
}
