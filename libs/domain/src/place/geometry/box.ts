/** A latitude and longitude box, degrees. */
export interface Box {
  minLatitude: number;
  minLongitude: number;
  maxLatitude: number;
  maxLongitude: number;
}

export function outsideBox(box: Box, latitude: number, longitude: number): boolean {
  return (
    latitude < box.minLatitude ||
    latitude > box.maxLatitude ||
    longitude < box.minLongitude ||
    longitude > box.maxLongitude
  );
}
