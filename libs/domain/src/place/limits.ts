/** The rules of fences and markers (docs/decisions/places.md). */
export const PLACE_LIMITS = {
  /** Characters of an alias: a label in a list and on the map. */
  aliasMax: 50,
  /** The spec's text areas: 280 characters. */
  remarkMax: 280,
  /**
   * Metres. A fence wider than 100 km around its centre no longer says "this place": it is taken
   * for a slip of the mouse while dragging.
   */
  radiusMaxMeters: 100_000,
  /** Vertices of a polygon: the spec's minimum, and a maximum that keeps the self-crossing check cheap. */
  polygonMinVertices: 3,
  polygonMaxVertices: 200,
  /**
   * Fences, and separately markers, one device holds: far more than a vehicle's places, and a
   * bound on what the gateway checks each position against and what one list answers.
   */
  perDeviceMax: 100,
} as const;

/** A circle is given by its centre and a point on its edge (the spec's two coordinates). */
export const CIRCLE_COORDINATES = 2;
