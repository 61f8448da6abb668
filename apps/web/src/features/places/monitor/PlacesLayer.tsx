import { useMemo } from 'react';
import { Circle, Marker, Polygon, Tooltip } from 'react-leaflet';
import L from 'leaflet';
import type { FenceFieldsFragment, MarkerFieldsFragment } from '../../../gql/graphql';
import { fromGeometry, FenceType } from '../fenceShape';
import { FENCE_PATH_STYLE } from '../placeConstants';
import { fenceFormValue } from '../placeCalls';
import { placeKey } from './placeRows';

/** The pin's size in pixels: smaller than a vehicle's disc, so a vehicle parked on it stays seen. */
const PIN_SIZE = 22;

/** A marker point: a red pin (no image assets, no inline styles: the CSP refuses them). */
const PIN_ICON = L.divIcon({
  className: 'place-marker',
  html: '<div class="place-marker__pin"></div>',
  iconSize: [PIN_SIZE, PIN_SIZE],
  iconAnchor: [PIN_SIZE / 2, PIN_SIZE],
  tooltipAnchor: [0, -PIN_SIZE],
});

/** The fence's outline on the monitor map, named by its alias on hover. */
function FenceOutline({ fence, renderer }: { fence: FenceFieldsFragment; renderer: L.Renderer }) {
  const geometry = fenceFormValue(fence).geometry;
  const shape = geometry && fromGeometry(geometry);
  if (!shape) return null;
  // Given at creation (react-leaflet sets only the style of pathOptions afterwards).
  const created = { renderer, className: 'place-fence' };
  const label = <Tooltip sticky>{fence.alias}</Tooltip>;
  if (shape.fenceType === FenceType.Circle) {
    return shape.centre && shape.radius > 0 ? (
      <Circle center={shape.centre} radius={shape.radius} pathOptions={FENCE_PATH_STYLE} {...created}>
        {label}
      </Circle>
    ) : null;
  }
  return (
    <Polygon positions={shape.points} pathOptions={FENCE_PATH_STYLE} {...created}>
      {label}
    </Polygon>
  );
}

/**
 * The ticked vehicles' fences (red, stroke opacity 0.5, fill opacity 0.25, the spec's) and marker
 * points (a pin with its alias). The monitor map draws its vehicles on a canvas; fences are drawn
 * as SVG, a few dozen paths that each stay a DOM element a test and a screen reader can find.
 */
export function PlacesLayer({
  fences,
  markers,
}: {
  fences: readonly FenceFieldsFragment[];
  markers: readonly MarkerFieldsFragment[];
}) {
  const renderer = useMemo(() => L.svg(), []);
  return (
    <>
      {fences.map((fence) => (
        <FenceOutline key={placeKey(fence)} fence={fence} renderer={renderer} />
      ))}
      {markers.map((marker) => (
        <Marker key={placeKey(marker)} position={[marker.latitude, marker.longitude]} icon={PIN_ICON}>
          <Tooltip permanent direction="top" className="place-marker__label">
            {marker.alias}
          </Tooltip>
        </Marker>
      ))}
    </>
  );
}
