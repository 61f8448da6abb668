// Fences for a benchmark's driving vehicle (bench/support/driving.mjs drives north from its start):
// regular polygons strung along its road, every other one on it (the vehicle enters and leaves
// those) and the rest beside it (near, never entered), as /api addFence takes them.

/** Degrees of latitude between two fences' centres: about 67 m. */
const SPACING = 0.0006;
/** The first fence's centre north of the start, and how far east the ones beside the road sit. */
const FIRST_NORTH = 0.0003;
const BESIDE_EAST = 0.0015;
/** Each polygon's circumradius, degrees of latitude: about 22 m, so a vehicle crosses it in seconds. */
const RADIUS = 0.0002;
/** Decimal places of the contract's 'lat,lng': a tenth of a metre. */
const PLACES = 6;

/** A regular polygon of `vertices` corners around (lat, lon), as 'lat,lng' texts. */
function polygon(lat, lon, vertices) {
  const cosLat = Math.cos((lat * Math.PI) / 180);
  return Array.from({ length: vertices }, (_, i) => {
    const angle = (2 * Math.PI * i) / vertices;
    const la = lat + RADIUS * Math.cos(angle);
    const lo = lon + (RADIUS * Math.sin(angle)) / cosLat;
    return `${la.toFixed(PLACES)},${lo.toFixed(PLACES)}`;
  });
}

/** addFence inputs for `count` polygons of `vertices` corners along the road from (lat0, lon0). */
export function fencesAlongRoad(serial, lat0, lon0, count, vertices) {
  return Array.from({ length: count }, (_, k) => ({
    deviceSerialNumber: serial,
    alias: `Fence ${k + 1}`,
    fenceType: 2,
    coordinates: polygon(lat0 + FIRST_NORTH + k * SPACING, lon0 + (k % 2 === 0 ? 0 : BESIDE_EAST), vertices),
    isEnterWarning: true,
    isExitWarning: true,
    targetType: 2,
  }));
}
