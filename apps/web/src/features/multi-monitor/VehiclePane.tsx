import { Empty, Tag, Typography } from 'antd';
import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import { config } from '../../shared/config';
import { formatCoordinates, formatSpeed } from '../../shared/numbers';
import { DeviceStatusBadge, OutOfServiceTag } from '../../shared/ui/StatusTags';
import { LastReport } from '../../shared/vehicles/LastReport';
import type { ClientDevice } from '../../shared/vehicles/VehiclesProvider';
import { useVehicleLooks } from '../../shared/vehicles/look/useVehicleLooks';
import { vehicleSvg, type VehicleLook } from '../../shared/vehicles/look/vehicleLook';

/** Close enough to read the streets around the vehicle in a small map. */
const PANE_ZOOM = 16;
/** The vehicle's icon on its pane's map, in pixels. */
const ICON_SIZE = 30;

function paneIcon(look: VehicleLook): L.DivIcon {
  return L.divIcon({
    className: 'pane-marker',
    html: vehicleSvg(look, ICON_SIZE),
    iconSize: [ICON_SIZE, ICON_SIZE],
    iconAnchor: [ICON_SIZE / 2, ICON_SIZE / 2],
  });
}

/**
 * Keeps the vehicle in the middle of its map as its positions arrive. Without animation: Leaflet
 * 1.9 ends an animation from a timer that outlives a removed map (see the monitor's map).
 */
function Follow({ lat, lng }: { lat: number; lng: number }) {
  const map = useMap();
  const at = useRef<[number, number]>([lat, lng]);
  useEffect(() => {
    at.current = [lat, lng];
    map.setView(at.current, map.getZoom(), { animate: false });
  }, [map, lat, lng]);
  // A pane changes size when the layout does (or the window): Leaflet must learn it, or the
  // vehicle it centres is the middle of the old size.
  useEffect(() => {
    const observer = new ResizeObserver(() => {
      map.invalidateSize({ animate: false });
      map.setView(at.current, map.getZoom(), { animate: false });
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

function hasPosition(d: ClientDevice): d is ClientDevice & { latitude: number; longitude: number } {
  return (
    typeof d.latitude === 'number' &&
    typeof d.longitude === 'number' &&
    !(d.latitude === 0 && d.longitude === 0)
  );
}

/** One vehicle of the multi-monitor: its name, status, speed and last report over a map that follows it. */
export function VehiclePane({ device }: { device: ClientDevice }) {
  const { t, i18n } = useTranslation();
  const look = useVehicleLooks()(device);
  const icon = useMemo(() => paneIcon(look), [look.icon, look.colour, look.rotation, look.stale]);
  const name = device.carName || device.deviceSerialNumber;
  return (
    <section className="pane" data-testid={`pane-${device.deviceSerialNumber}`} aria-label={name}>
      <header className="pane__head">
        <Typography.Text strong ellipsis title={name} className="pane__name">
          {name}
        </Typography.Text>
        <OutOfServiceTag code={device.serviceStatusCode} />
        {look.stale ? <Tag>{t('monitor.stale')}</Tag> : <DeviceStatusBadge code={device.deviceStatusCode} />}
      </header>
      <div className="pane__meta">
        <span data-testid="pane-speed">
          {t('device.fields.speed')}: {formatSpeed(device.speed, i18n.language)}
        </span>
        <LastReport lastSeenTimestamp={device.lastSeenTimestamp} />
        <span className="pane__place" data-testid="pane-place">
          {hasPosition(device)
            ? device.address || formatCoordinates(device.latitude, device.longitude, i18n.language)
            : t('monitor.noFix')}
        </span>
      </div>
      <div className="pane__map">
        {hasPosition(device) ? (
          <MapContainer center={[device.latitude, device.longitude]} zoom={PANE_ZOOM} zoomControl={false}>
            <TileLayer
              url={config.tileUrl}
              attribution={config.tileAttribution}
              referrerPolicy="strict-origin-when-cross-origin"
            />
            <Marker position={[device.latitude, device.longitude]} icon={icon} />
            <Follow lat={device.latitude} lng={device.longitude} />
          </MapContainer>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('monitor.noFix')} />
        )}
      </div>
    </section>
  );
}
