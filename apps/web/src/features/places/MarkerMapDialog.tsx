import { useState } from 'react';
import { Alert, Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CircleMarker, MapContainer, TileLayer, useMapEvents } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import { MAP_DEFAULT_CENTER } from '@gps/contracts/constants';
import { config } from '../../shared/config';
import type { LatLng } from './coordinates';
import { MARKER_MAP_ZOOM, MARKER_PATH_STYLE } from './placeConstants';
import { canSaveMarker } from './placeForm';

/** The marker's radius in pixels, large enough to find at a glance. */
const MARKER_RADIUS = 9;

export interface MarkerMapDialogProps {
  open: boolean;
  /** The marker's place when editing or already chosen, null when none yet. */
  value: LatLng | null;
  /** Where to open the map when there is no marker yet (the vehicle's last position). */
  centre?: LatLng | null;
  serviceExpired?: boolean;
  onSave: (point: LatLng) => void;
  onClose: () => void;
}

/** One click on the map places the marker, or moves it there. */
function PlaceOnClick({ onPlace }: { onPlace: (point: LatLng) => void }) {
  useMapEvents({ click: (e) => onPlace({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

/** Dialog 4: the marker map (spec). */
export function MarkerMapDialog(props: MarkerMapDialogProps) {
  return props.open ? <MarkerMapDialogBody {...props} /> : null;
}

function MarkerMapDialogBody({
  value,
  centre = null,
  serviceExpired = false,
  onSave,
  onClose,
}: MarkerMapDialogProps) {
  const { t } = useTranslation();
  const [point, setPoint] = useState<LatLng | null>(value);
  const [mapCentre] = useState<LatLng>(() => value ?? centre ?? { ...MAP_DEFAULT_CENTER });
  const saveEnabled = !serviceExpired && canSaveMarker(point);

  return (
    <Modal
      open
      title={t('places.markerMap.title')}
      width={760}
      centered
      maskClosable={false}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('common.close')}
        </Button>,
        <Button key="save" type="primary" disabled={!saveEnabled} onClick={() => point && onSave(point)}>
          {t('common.save')}
        </Button>,
      ]}
    >
      <div className="place-dialog">
        <Alert
          type={serviceExpired ? 'warning' : 'info'}
          showIcon
          title={t(serviceExpired ? 'places.serviceExpired' : 'places.markerMap.hint')}
        />
        <div className="place-map" data-testid="marker-map">
          <MapContainer center={mapCentre} zoom={MARKER_MAP_ZOOM} style={{ height: '100%', width: '100%' }}>
            <TileLayer url={config.tileUrl} attribution={config.tileAttribution} />
            {!serviceExpired && <PlaceOnClick onPlace={setPoint} />}
            {point && <CircleMarker center={point} radius={MARKER_RADIUS} pathOptions={MARKER_PATH_STYLE} />}
          </MapContainer>
        </div>
      </div>
    </Modal>
  );
}
