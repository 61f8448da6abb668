import { useEffect, useMemo, useRef } from 'react';
import { Circle, Marker, Polygon, Tooltip, useMap } from 'react-leaflet';
import L from 'leaflet';
import type { FenceFieldsFragment, MarkerFieldsFragment } from '../../../gql/graphql';
import { fromGeometry, FenceType } from '../fenceShape';
import { FENCE_PATH_STYLE, MARKER_MAP_ZOOM } from '../placeConstants';
import { fenceGeometry } from '../placeCalls';
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

/** How close the map comes to a fence it is asked to show: it fills the view, up to street level. */
const SHOW_FENCE_MAX_ZOOM = 16;

/** The area a fence covers, to bring it into view. */
function fenceBounds(fence: FenceFieldsFragment): L.LatLngBounds | null {
  const shape = fromGeometry(fenceGeometry(fence));
  if (shape.fenceType === FenceType.Circle)
    return shape.centre ? L.latLng(shape.centre).toBounds(shape.radius * 2) : null;
  return shape.points.length > 0 ? L.latLngBounds(shape.points.map((p) => L.latLng(p))) : null;
}

/** Brings the place a click in a tab asked for into view, once per click (`seq`). */
function ShowPlace({
  request,
  fences,
  markers,
}: {
  request: { key: string; seq: number } | null;
  fences: readonly FenceFieldsFragment[];
  markers: readonly MarkerFieldsFragment[];
}) {
  const map = useMap();
  const done = useRef(0);
  useEffect(() => {
    if (!request || request.seq === done.current) return;
    done.current = request.seq;
    const marker = markers.find((m) => placeKey(m) === request.key);
    if (marker) {
      map.setView([marker.latitude, marker.longitude], MARKER_MAP_ZOOM, { animate: false });
      return;
    }
    const fence = fences.find((f) => placeKey(f) === request.key);
    const bounds = fence && fenceBounds(fence);
    if (bounds) map.fitBounds(bounds, { padding: [40, 40], maxZoom: SHOW_FENCE_MAX_ZOOM, animate: false });
  }, [map, request, fences, markers]);
  return null;
}

/** The fence's outline on the monitor map, named by its alias on hover. */
function FenceOutline({ fence, renderer }: { fence: FenceFieldsFragment; renderer: L.Renderer }) {
  const shape = fromGeometry(fenceGeometry(fence));
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
  show = null,
}: {
  fences: readonly FenceFieldsFragment[];
  markers: readonly MarkerFieldsFragment[];
  /** The place to bring into view (a click on it in a tab); `seq` tells two clicks apart. */
  show?: { key: string; seq: number } | null;
}) {
  const renderer = useMemo(() => L.svg(), []);
  return (
    <>
      <ShowPlace request={show} fences={fences} markers={markers} />
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
