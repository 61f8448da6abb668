import L from 'leaflet';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const GLYPH =
  '<svg viewBox="0 0 24 24" width="14" height="14" fill="currentColor" aria-hidden="true"><path d="M5 11l1.5-4.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11v6a1 1 0 0 1-1 1h-1a1 1 0 0 1-1-1v-1H8v1a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1zm2.2-1h9.6l-1-3H8.2zM7.5 14a1 1 0 1 0 0-2 1 1 0 0 0 0 2zm9 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2z"/></svg>';

/** A DOM marker (no image assets): a pin coloured by running state with the vehicle's label. */
export function vehicleIcon(label: string, running: boolean): L.DivIcon {
  return L.divIcon({
    className: `vehicle-marker${running ? ' vehicle-marker--running' : ''}`,
    html: `<div class="vehicle-marker__pin"><span class="vehicle-marker__glyph">${GLYPH}</span></div><div class="vehicle-marker__label">${escapeHtml(label)}</div>`,
    iconSize: [30, 30],
    iconAnchor: [15, 34],
    popupAnchor: [0, -34],
  });
}
