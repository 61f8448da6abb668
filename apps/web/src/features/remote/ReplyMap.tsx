import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import { config } from '../../shared/config';
import type { ReplyPosition } from './deviceReply';

/** Close enough to read the street the vehicle is on. */
const REPLY_MAP_ZOOM = 16;
/** The marker's radius in pixels, large enough to find at a glance. */
const MARKER_RADIUS = 8;

/** A small map of the position a device's reply carries (loaded only when it is opened). */
export function ReplyMap({ position }: { position: ReplyPosition }) {
  const centre: [number, number] = [position.latitude, position.longitude];
  return (
    <div className="reply-map" data-testid="reply-map">
      <MapContainer center={centre} zoom={REPLY_MAP_ZOOM} style={{ height: '100%', width: '100%' }}>
        <TileLayer url={config.tileUrl} attribution={config.tileAttribution} />
        <CircleMarker center={centre} radius={MARKER_RADIUS} />
      </MapContainer>
    </div>
  );
}
