import L from 'leaflet';

/** A cluster's disc grows with how many vehicles it holds: small, medium, large. */
const CLUSTER_SIZES = [
  { upTo: 9, size: 32, modifier: 'small' },
  { upTo: 99, size: 38, modifier: 'medium' },
  { upTo: Infinity, size: 46, modifier: 'large' },
] as const;

const built = new Map<string, L.DivIcon>();

/**
 * A cluster of vehicles: a disc with how many it holds (abbreviated past a thousand, as supercluster
 * writes it). One icon per label, reused: clusters are redrawn at every re-clustering.
 */
export function clusterIcon(count: number, label: string | number): L.DivIcon {
  const key = String(label);
  const held = built.get(key);
  if (held) return held;
  const { size, modifier } = CLUSTER_SIZES.find((s) => count <= s.upTo) ?? CLUSTER_SIZES[2];
  const icon = L.divIcon({
    className: `vehicle-cluster vehicle-cluster--${modifier}`,
    html: `<span data-testid="vehicle-cluster">${key}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
  built.set(key, icon);
  return icon;
}
