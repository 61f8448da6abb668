import { Alert, Empty, Tabs, Tag } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/ui/ComingSoon';
import { MonitorMap } from './map/MonitorMap';
import { DeviceStatusBadge, OutOfServiceTag } from '../../shared/ui/StatusTags';
import { useVehicles, type ClientDevice } from '../../shared/vehicles/VehiclesProvider';
import { formatCoordinates, formatDistance, formatSpeed } from '../../shared/numbers';
import { useLiveConnection } from '../../shared/api/liveConnection';
import { LastReport } from '../../shared/vehicles/LastReport';
import { trackerReadingsOf } from './trackerReadings';
import { VehicleGlyph } from '../../shared/vehicles/look/VehicleGlyph';
import { useVehicleLooks } from '../../shared/vehicles/look/useVehicleLooks';
import type { VehicleLook } from '../../shared/vehicles/look/vehicleLook';

/** The vehicle's icon in its card, as on the map. */
const CARD_GLYPH_SIZE = 18;

/** Where a vehicle is: its address, else its coordinates; null before its first position. */
function placeOf(d: ClientDevice, locale: string): string | null {
  const { latitude: lat, longitude: lng } = d;
  if (lat === null || lng === null || (lat === 0 && lng === 0)) return null;
  return d.address || formatCoordinates(lat, lng, locale);
}

/**
 * The list shows this many cards at most: enough to read through, while a selection of thousands
 * (the map and the tree hold them all) would make the page build thousands of cards at each update.
 */
export const LIST_CARDS_MAX = 100;

function sameLook(a: VehicleLook, b: VehicleLook): boolean {
  return a.icon === b.icon && a.colour === b.colour && a.rotation === b.rotation && a.stale === b.stale;
}

interface CardProps {
  device: ClientDevice;
  look: VehicleLook;
  locate: (deviceId: string) => void;
}

/** A vehicle's card; rows are replaced when they change, so an unchanged card is not rebuilt. */
const VehicleCard = memo(
  function VehicleCard({ device: d, look, locate }: CardProps) {
    const { t, i18n } = useTranslation();
    return (
      // A card is a way to find the vehicle on the map: a click centres it and opens its popup.
      <li
        className="selected-list__item"
        data-testid={`selected-vehicle-${d.deviceId}`}
        role="button"
        tabIndex={0}
        onClick={() => locate(d.deviceId)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') locate(d.deviceId);
        }}
      >
        <div className="selected-list__title">
          <VehicleGlyph look={look} size={CARD_GLYPH_SIZE} />
          <span className="selected-list__name" title={d.carName || d.deviceSerialNumber}>
            {d.carName || d.deviceSerialNumber}
          </span>
          <OutOfServiceTag code={d.serviceStatusCode} />
          {look.stale ? (
            <Tag data-testid="stale-vehicle">{t('monitor.stale')}</Tag>
          ) : (
            <DeviceStatusBadge code={d.deviceStatusCode} />
          )}
        </div>
        <div className="selected-list__meta">
          <span>
            {t('device.fields.deviceSerialNumber')}: {d.deviceSerialNumber}
          </span>
          <span>
            {t('device.fields.speed')}: {formatSpeed(d.speed, i18n.language)} · {t('device.fields.odometer')}:{' '}
            {formatDistance(d.odometerMeters, i18n.language)}
          </span>
          {trackerReadingsOf(d, i18n.language).map((reading) => (
            <span key={reading.labelKey} data-testid="tracker-reading">
              {t(reading.labelKey)}: {reading.value}
            </span>
          ))}
          <LastReport lastSeenTimestamp={d.lastSeenTimestamp} />
          <span className="selected-list__address">{placeOf(d, i18n.language) ?? t('monitor.noFix')}</span>
          {d.warnings > 0 && (
            <span>
              <Tag color="red">{t('monitor.warnings', { count: d.warnings })}</Tag>
            </span>
          )}
        </div>
      </li>
    );
  },
  (a, b) => a.device === b.device && a.locate === b.locate && sameLook(a.look, b.look),
);

function SelectedVehicles() {
  const { t } = useTranslation();
  const { selectedDevices, locate } = useVehicles();
  const lookOf = useVehicleLooks();
  if (selectedDevices.length === 0) {
    return (
      <Empty
        className="side-empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('monitor.noneSelected')}
      />
    );
  }
  const cards = selectedDevices.slice(0, LIST_CARDS_MAX);
  return (
    <ul className="selected-list" data-testid="selected-vehicles">
      {cards.map((d) => (
        <VehicleCard key={d.deviceId} device={d} look={lookOf(d)} locate={locate} />
      ))}
      {selectedDevices.length > cards.length && (
        <li className="selected-list__more" data-testid="more-vehicles">
          {t('liveMap.moreCards', { shown: cards.length, count: selectedDevices.length })}
        </li>
      )}
    </ul>
  );
}

/** Monitor: the map with the checked vehicles, and the side tabs vehicle list / fence / marker point. */
export function MonitorPage() {
  const { t } = useTranslation();
  const { selectedDevices, located } = useVehicles();
  const connection = useLiveConnection();
  return (
    <div className="monitor" data-testid="monitor-page">
      <div className="monitor__map">
        {connection === 'disconnected' && (
          <Alert
            className="monitor-disconnected"
            data-testid="monitor-disconnected"
            type="warning"
            showIcon
            banner
            title={t('monitor.disconnected')}
            description={t('monitor.disconnectedHint')}
          />
        )}
        <MonitorMap vehicles={selectedDevices} locate={located} />
      </div>
      <aside className="monitor__side">
        <Tabs
          defaultActiveKey="vehicles"
          tabBarGutter={28}
          items={[
            {
              key: 'vehicles',
              label: t('monitor.tabs.vehicles'),
              children: <SelectedVehicles />,
            },
            {
              key: 'fences',
              label: t('monitor.tabs.fences'),
              children: <ComingSoon areaKey="monitor.tabs.fences" />,
            },
            {
              key: 'markers',
              label: t('monitor.tabs.markers'),
              children: <ComingSoon areaKey="monitor.tabs.markers" />,
            },
          ]}
        />
      </aside>
    </div>
  );
}
