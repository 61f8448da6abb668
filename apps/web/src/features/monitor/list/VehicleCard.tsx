import { Tag } from 'antd';
import { memo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { DeviceStatusBadge, OutOfServiceTag } from '../../../shared/ui/StatusTags';
import type { ClientDevice } from '../../../shared/vehicles/VehiclesProvider';
import { formatDistance, formatSpeed } from '../../../shared/numbers';
import { LastReport } from '../../../shared/vehicles/LastReport';
import { VehicleGlyph } from '../../../shared/vehicles/look/VehicleGlyph';
import type { VehicleLook } from '../../../shared/vehicles/look/vehicleLook';
import { trackerReadingsOf } from '../trackerReadings';
import { coordinatesOf, placeOf, sameLook } from './cardList';

/** The vehicle's icon in its card, as on the map. */
const CARD_GLYPH_SIZE = 18;

interface CardProps {
  device: ClientDevice;
  look: VehicleLook;
  locate: (deviceId: string) => void;
  /** The virtual list measures the card through it. */
  ref?: Ref<HTMLDivElement>;
}

/** A vehicle's card; rows are replaced when they change, so an unchanged card is not rebuilt. */
export const VehicleCard = memo(
  function VehicleCard({ device: d, look, locate, ref }: CardProps) {
    const { t, i18n } = useTranslation();
    return (
      // A card is a way to find the vehicle on the map: a click centres it and opens its popup.
      <div
        ref={ref}
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
          {d.parkedAtMarker && (
            <span data-testid="parked-at-marker">
              {t('addresses.parkedAt', { alias: d.parkedAtMarker.alias })}
            </span>
          )}
          {/* The address names the area; its exact point is a hover away. */}
          <span className="selected-list__address" title={coordinatesOf(d, i18n.language) ?? undefined}>
            {placeOf(d, i18n.language) ?? t('monitor.noFix')}
          </span>
          {d.warnings > 0 && (
            <span>
              <Tag color="red">{t('monitor.warnings', { count: d.warnings })}</Tag>
            </span>
          )}
        </div>
      </div>
    );
  },
  (a, b) => a.device === b.device && a.locate === b.locate && a.ref === b.ref && sameLook(a.look, b.look),
);
