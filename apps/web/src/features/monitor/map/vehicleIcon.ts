import L from 'leaflet';
import { vehicleSvg, type VehicleLook } from '../../../shared/vehicles/look/vehicleLook';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The marker's disc, and the vehicle drawn in it. */
export const MARKER_SIZE = 32;
const GLYPH_SIZE = 24;

/**
 * Icons already built, by what they show: the map re-renders every few seconds (staleness, live
 * rows), and a new icon object makes Leaflet rebuild the marker's DOM. Emptied when it grows past
 * this, which only a long-running page with many vehicles turning reaches.
 */
const ICON_CACHE_MAX = 2000;
const built = new Map<string, L.DivIcon>();

/**
 * A DOM marker (no image assets): a disc with the vehicle's own outline in its status colour,
 * turned by its course, greyed when stale, with the vehicle's label under it. Colours and turns
 * are SVG attributes, not inline styles, which the Content-Security-Policy refuses.
 */
export function vehicleIcon(label: string, look: VehicleLook): L.DivIcon {
  const key = JSON.stringify([label, look]);
  const held = built.get(key);
  if (held) return held;
  if (built.size >= ICON_CACHE_MAX) built.clear();
  const icon = L.divIcon({
    className: `vehicle-marker${look.stale ? ' vehicle-marker--stale' : ''}`,
    html: `<div class="vehicle-marker__pin">${vehicleSvg(look, GLYPH_SIZE)}</div><div class="vehicle-marker__label">${escapeHtml(label)}</div>`,
    iconSize: [MARKER_SIZE, MARKER_SIZE],
    iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE / 2],
    popupAnchor: [0, -MARKER_SIZE / 2],
  });
  built.set(key, icon);
  return icon;
}
