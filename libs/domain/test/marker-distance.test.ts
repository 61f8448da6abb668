import { MARKER_DISTANCE_METERS, markerAt, type MarkerPoint } from '@gps/domain';

/** Metres of latitude per degree on the mean Earth sphere, to place points at known distances. */
const METERS_PER_DEGREE = 111_195;
const HOME = { latitude: 25.04, longitude: 121.56 };
const north = (meters: number) => ({
  latitude: HOME.latitude + meters / METERS_PER_DEGREE,
  longitude: HOME.longitude,
});

const marker = (id: string, alias: string, at: { latitude: number; longitude: number }): MarkerPoint => ({
  id,
  alias,
  targetType: 0,
  ...at,
});

describe('the marker distance: a stop within 150 m of a marker is shown at it', () => {
  const home = marker('m-home', '住家', HOME);

  test('within 150 m, just within, and just beyond', () => {
    expect(markerAt([home], north(40))).toEqual({
      id: 'm-home',
      alias: '住家',
      targetType: 0,
      distanceMeters: 40,
    });
    expect(markerAt([home], north(MARKER_DISTANCE_METERS - 0.01))?.id).toBe('m-home');
    expect(markerAt([home], north(MARKER_DISTANCE_METERS + 1))).toBeNull();
    expect(markerAt([], north(0))).toBeNull();
  });

  test('the nearest of several markers in reach; at equal distance the smaller id, whatever the order', () => {
    const office = marker('m-office', 'Office', north(100));
    expect(markerAt([home, office], north(70))?.id).toBe('m-office');
    expect(markerAt([office, home], north(30))?.id).toBe('m-home');
    const twinA = marker('a', 'A', north(50));
    const twinB = marker('b', 'B', north(50));
    expect(markerAt([twinB, twinA], north(50))?.id).toBe('a');
  });
});
