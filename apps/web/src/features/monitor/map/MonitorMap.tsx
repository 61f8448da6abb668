import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { MapContainer, Marker, Popup, ScaleControl, TileLayer, useMap } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
// With the map, not the entry: only the monitor page downloads Leaflet.
import 'leaflet/dist/leaflet.css';
import { MAP_DEFAULT_CENTER } from '@gps/contracts/constants';
import { config } from '../../../shared/config';
import { orDash } from '../../../shared/format';
import { formatSpeed } from '../../../shared/numbers';
import { LastReport } from '../../../shared/vehicles/LastReport';
import { useVehicleLooks } from '../../../shared/vehicles/look/useVehicleLooks';
import { vehicleIcon } from './vehicleIcon';

export interface MapVehicle {
  deviceId: string;
  deviceSerialNumber: string;
  carName: string | null;
  latitude: number | null;
  longitude: number | null;
  speed: number | null;
  address: string | null;
  deviceStatusCode: number;
  deviceIcon: number;
  course?: number | null;
  lastSeenTimestamp?: number | null;
}

/** Which vehicle to show, and a counter that tells two requests for the same vehicle apart. */
export interface LocateRequest {
  deviceId: string;
  seq: number;
}

/** How close the map comes to a vehicle it is asked to show. */
const LOCATE_MIN_ZOOM = 15;

type Positioned = MapVehicle & { latitude: number; longitude: number };

function hasPosition(v: MapVehicle): v is Positioned {
  return (
    typeof v.latitude === 'number' &&
    typeof v.longitude === 'number' &&
    !(v.latitude === 0 && v.longitude === 0)
  );
}

/**
 * Keeps the selected vehicles in view when the selection changes. Without animation: Leaflet 1.9
 * ends a zoom animation from a timer that still runs after the map is removed, so leaving the page
 * during one threw "Cannot read properties of undefined (reading '_leaflet_pos')".
 */
function FitToVehicles({ vehicles }: { vehicles: readonly Positioned[] }) {
  const map = useMap();
  const signature = vehicles.map((v) => v.deviceId).join(',');
  useEffect(() => {
    if (vehicles.length === 0) return;
    if (vehicles.length === 1) {
      map.setView([vehicles[0].latitude, vehicles[0].longitude], Math.max(map.getZoom(), LOCATE_MIN_ZOOM), {
        animate: false,
      });
      return;
    }
    map.fitBounds(L.latLngBounds(vehicles.map((v) => [v.latitude, v.longitude] as [number, number])), {
      padding: [60, 60],
      maxZoom: 16,
      animate: false,
    });
    // Deliberately keyed on the set of vehicles, not on every position refresh.
  }, [map, signature]);
  return null;
}

/**
 * Shows the vehicle a click in the tree or the list asked for: centred, its popup open. It waits
 * for the vehicle's marker (a vehicle ticked by the same click has none until the next render) and
 * answers each request once.
 */
function LocateVehicle({
  request,
  vehicles,
  markers,
}: {
  request: LocateRequest | null;
  vehicles: readonly Positioned[];
  markers: RefObject<Map<string, L.Marker>>;
}) {
  const map = useMap();
  const done = useRef(0);
  useEffect(() => {
    if (!request || request.seq === done.current) return;
    const vehicle = vehicles.find((v) => v.deviceId === request.deviceId);
    const marker = markers.current?.get(request.deviceId);
    if (!vehicle || !marker) return;
    done.current = request.seq;
    map.setView([vehicle.latitude, vehicle.longitude], Math.max(map.getZoom(), LOCATE_MIN_ZOOM));
    marker.openPopup();
  }, [map, request, vehicles, markers]);
  return null;
}

/** The monitor map: OpenStreetMap tiles (VITE_TILE_URL) and a marker per selected vehicle with a position. */
export function MonitorMap({
  vehicles,
  locate = null,
}: {
  vehicles: readonly MapVehicle[];
  locate?: LocateRequest | null;
}) {
  const { t, i18n } = useTranslation();
  const positioned = useMemo(() => vehicles.filter(hasPosition), [vehicles]);
  const lookOf = useVehicleLooks();
  const markers = useRef(new Map<string, L.Marker>());
  return (
    <div className="map-frame" data-testid="monitor-map">
      <MapContainer
        center={[MAP_DEFAULT_CENTER.lat, MAP_DEFAULT_CENTER.lng]}
        zoom={config.mapZoom}
        zoomControl
        attributionControl
        preferCanvas
      >
        {/* The page sends no referrer across origins (Referrer-Policy: same-origin); tile servers
            need one (OpenStreetMap's tile usage policy), so the tiles send the app's origin. */}
        <TileLayer
          url={config.tileUrl}
          attribution={config.tileAttribution}
          referrerPolicy="strict-origin-when-cross-origin"
        />
        <ScaleControl position="bottomright" />
        <FitToVehicles vehicles={positioned} />
        {positioned.map((v) => (
          <Marker
            key={v.deviceId}
            position={[v.latitude, v.longitude]}
            icon={vehicleIcon(v.carName || v.deviceSerialNumber, lookOf(v))}
            ref={(marker) => {
              if (marker) markers.current.set(v.deviceId, marker);
              else markers.current.delete(v.deviceId);
            }}
          >
            <Popup>
              <div className="map-popup">
                <strong>{v.carName || v.deviceSerialNumber}</strong>
                <div>
                  {t('device.fields.deviceSerialNumber')}: {v.deviceSerialNumber}
                </div>
                <div>
                  {t('device.fields.speed')}: {formatSpeed(v.speed, i18n.language)}
                </div>
                <div>
                  {t('device.fields.address')}: {orDash(v.address)}
                </div>
                <div>
                  <LastReport lastSeenTimestamp={v.lastSeenTimestamp} />
                </div>
              </div>
            </Popup>
          </Marker>
        ))}
        {/* After the markers: its effect runs after theirs, which put a newly ticked one on the map. */}
        <LocateVehicle request={locate} vehicles={positioned} markers={markers} />
      </MapContainer>
      <div className="map-overlay">
        <span>{t('monitor.onMap', { count: positioned.length })}</span>
        {vehicles.length > positioned.length && (
          <span className="map-overlay__muted">
            {t('monitor.noPosition', { count: vehicles.length - positioned.length })}
          </span>
        )}
      </div>
    </div>
  );
}
