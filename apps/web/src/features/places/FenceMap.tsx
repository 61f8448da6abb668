import { MapContainer, TileLayer } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import { config } from '../../shared/config';
import type { LatLng } from './coordinates';
import { FenceDrawLayer } from './FenceDrawLayer';
import { FenceShapeView } from './FenceShapeView';
import type { FenceShape } from './fenceShape';
import { FENCE_MAP_ZOOM } from './placeConstants';

interface Props {
  centre: LatLng;
  shape: FenceShape;
  drawing: boolean;
  onShape: (shape: FenceShape) => void;
  onFinished: () => void;
}

/**
 * The fence dialog's map. A module of its own, loaded when the dialog opens: the drawing library it
 * imports adds itself to the maps created after it is loaded, and comes with this map only.
 */
export function FenceMap({ centre, shape, drawing, onShape, onFinished }: Props) {
  return (
    <MapContainer center={centre} zoom={FENCE_MAP_ZOOM} style={{ height: '100%', width: '100%' }}>
      <TileLayer url={config.tileUrl} attribution={config.tileAttribution} />
      {!drawing && <FenceShapeView shape={shape} />}
      <FenceDrawLayer
        fenceType={shape.fenceType}
        drawing={drawing}
        onShape={onShape}
        onFinished={onFinished}
      />
    </MapContainer>
  );
}
