import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MapContainer, Popup, ScaleControl, TileLayer, useMap } from 'react-leaflet';
import { Button } from 'antd';
import { AimOutlined } from '@ant-design/icons';
import { DeviceStatusCode } from '@gps/codes';
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
import { FleetLayer, type LayerVehicle } from './fleetLayer';
import { MARKER_SIZE, vehicleIcon } from './vehicleIcon';

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

function sameIds(a: readonly Positioned[], b: readonly Positioned[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i].deviceId !== b[i].deviceId) return false;
  return true;
}

/** The same list as long as it holds the same vehicles in the same order (positions may move). */
function useSameIds(vehicles: readonly Positioned[]): readonly Positioned[] {
  const held = useRef(vehicles);
  if (!sameIds(held.current, vehicles)) held.current = vehicles;
  return held.current;
}

/**
 * Keeps the selected vehicles in view when the selection changes. Without animation: Leaflet 1.9
 * ends a zoom animation from a timer that still runs after the map is removed, so leaving the page
 * during one threw "Cannot read properties of undefined (reading '_leaflet_pos')".
 */
function FitToVehicles({ vehicles }: { vehicles: readonly Positioned[] }) {
  const map = useMap();
  const signature = useSameIds(vehicles);
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
 * Shows the vehicle a click in the tree or the list asked for: centred, its popup open. A vehicle
 * ticked by the same click has no position here until the next render: the request waits for it,
 * and is answered once.
 */
function LocateVehicle({
  request,
  vehicles,
  onLocated,
}: {
  request: LocateRequest | null;
  vehicles: readonly Positioned[];
  onLocated: (deviceId: string) => void;
}) {
  const map = useMap();
  const done = useRef(0);
  useEffect(() => {
    if (!request || request.seq === done.current) return;
    const vehicle = vehicles.find((v) => v.deviceId === request.deviceId);
    if (!vehicle) return;
    done.current = request.seq;
    map.setView([vehicle.latitude, vehicle.longitude], Math.max(map.getZoom(), LOCATE_MIN_ZOOM), {
      animate: false,
    });
    onLocated(vehicle.deviceId);
  }, [map, request, vehicles, onLocated]);
  return null;
}

/**
 * Leaflet measures its container once and again only when the window resizes: a container that
 * changes size on its own (the page still laying out, the side panel dragged, a phone's panels)
 * left it drawing and centring for the old size. It measures again at each change.
 */
function KeepSize() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/** Keeps the followed vehicle in the centre as it moves; a drag of the map stops following. */
function FollowVehicle({ vehicle, onStop }: { vehicle: Positioned | undefined; onStop: () => void }) {
  const map = useMap();
  const lat = vehicle?.latitude;
  const lng = vehicle?.longitude;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    map.setView([lat, lng], map.getZoom(), { animate: false });
  }, [map, lat, lng]);
  const following = vehicle !== undefined;
  useEffect(() => {
    if (!following) return;
    map.on('dragstart', onStop);
    return () => {
      map.off('dragstart', onStop);
    };
  }, [map, following, onStop]);
  return null;
}

/**
 * The vehicles on the map, through the fleet layer (fleetLayer.ts): clustered past a few dozen,
 * drawn only in view, moved once per frame; a click on a vehicle opens its popup.
 */
function FleetMarkers({
  vehicles,
  iconOf,
  onVehicleClick,
}: {
  vehicles: readonly Positioned[];
  iconOf: (vehicle: Positioned) => L.DivIcon;
  onVehicleClick: (deviceId: string) => void;
}) {
  const map = useMap();
  const layer = useRef<FleetLayer<LayerEntry> | null>(null);
  const hooks = useMemo(
    () => ({ iconOf: (entry: LayerEntry) => iconOf(entry.vehicle), onVehicleClick }),
    [iconOf, onVehicleClick],
  );
  useEffect(() => {
    const created = new FleetLayer<LayerEntry>(map, hooks);
    layer.current = created;
    return () => {
      created.remove();
      layer.current = null;
    };
    // The layer lives as long as the map; its hooks are replaced below.
  }, [map]);
  useEffect(() => layer.current?.setHooks(hooks), [hooks]);
  useEffect(() => layer.current?.setVehicles(vehicles.map(layerEntry)), [vehicles]);
  return null;
}

/** One layer entry per row object: an unchanged row keeps its entry, which the layer skips. */
const entries = new WeakMap<Positioned, LayerEntry>();
type LayerEntry = LayerVehicle & { vehicle: Positioned };

function layerEntry(vehicle: Positioned): LayerEntry {
  const held = entries.get(vehicle);
  if (held) return held;
  const entry: LayerEntry = {
    deviceId: vehicle.deviceId,
    latitude: vehicle.latitude,
    longitude: vehicle.longitude,
    moving: vehicle.deviceStatusCode === DeviceStatusCode.ONLINE_MOVING,
    vehicle,
  };
  entries.set(vehicle, entry);
  return entry;
}

/** The popup's tip sits above the marker's disc (Leaflet's own offset is 7 px down). */
const POPUP_OFFSET: L.PointTuple = [0, 7 - MARKER_SIZE / 2];

/**
 * The monitor map: OpenStreetMap tiles (VITE_TILE_URL) and the selected vehicles with a position,
 * clustered where they crowd, with a live tail behind the moving ones; one popup at a time, and a
 * vehicle to follow.
 */
export function MonitorMap({
  vehicles,
  locate = null,
  children,
}: {
  vehicles: readonly MapVehicle[];
  locate?: LocateRequest | null;
  /** More layers on the map (the ticked vehicles' fences and markers). */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const positioned = useMemo(() => vehicles.filter(hasPosition), [vehicles]);
  const lookOf = useVehicleLooks();
  const iconOf = useCallback(
    (v: Positioned) => vehicleIcon(v.carName || v.deviceSerialNumber, lookOf(v)),
    [lookOf],
  );
  const [popupFor, setPopupFor] = useState<string | null>(null);
  const [followId, setFollowId] = useState<string | null>(null);
  const stopFollowing = useCallback(() => setFollowId(null), []);
  const shown = useMemo(() => positioned.find((v) => v.deviceId === popupFor), [positioned, popupFor]);
  const followed = useMemo(() => positioned.find((v) => v.deviceId === followId), [positioned, followId]);
  // A followed vehicle unticked (or without a position any more) is no longer followed.
  useEffect(() => {
    if (followId !== null && !followed) setFollowId(null);
  }, [followId, followed]);
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
        {children}
        <KeepSize />
        <FitToVehicles vehicles={positioned} />
        <FleetMarkers vehicles={positioned} iconOf={iconOf} onVehicleClick={setPopupFor} />
        <LocateVehicle request={locate} vehicles={positioned} onLocated={setPopupFor} />
        <FollowVehicle vehicle={followed} onStop={stopFollowing} />
        {shown && (
          <Popup
            key={shown.deviceId}
            position={[shown.latitude, shown.longitude]}
            offset={POPUP_OFFSET}
            autoPan={followId !== shown.deviceId}
            eventHandlers={{ remove: () => setPopupFor(null) }}
          >
            <div className="map-popup" data-testid="vehicle-popup">
              <strong>{shown.carName || shown.deviceSerialNumber}</strong>
              <div>
                {t('device.fields.deviceSerialNumber')}: {shown.deviceSerialNumber}
              </div>
              <div>
                {t('device.fields.speed')}: {formatSpeed(shown.speed, i18n.language)}
              </div>
              <div>
                {t('device.fields.address')}: {orDash(shown.address)}
              </div>
              <div>
                <LastReport lastSeenTimestamp={shown.lastSeenTimestamp} />
              </div>
              {followId !== shown.deviceId && (
                <Button
                  size="small"
                  className="map-popup__follow"
                  data-testid="follow-vehicle"
                  icon={<AimOutlined />}
                  onClick={() => setFollowId(shown.deviceId)}
                >
                  {t('liveMap.follow')}
                </Button>
              )}
            </div>
          </Popup>
        )}
      </MapContainer>
      <div className="map-overlay">
        <span>{t('monitor.onMap', { count: positioned.length })}</span>
        {vehicles.length > positioned.length && (
          <span className="map-overlay__muted">
            {t('monitor.noPosition', { count: vehicles.length - positioned.length })}
          </span>
        )}
      </div>
      {followed && (
        <div className="map-following" data-testid="map-following">
          <span>{t('liveMap.following', { name: followed.carName || followed.deviceSerialNumber })}</span>
          <Button size="small" data-testid="stop-following" onClick={stopFollowing}>
            {t('liveMap.stopFollowing')}
          </Button>
        </div>
      )}
    </div>
  );
}
