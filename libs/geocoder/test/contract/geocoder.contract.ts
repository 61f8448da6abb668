import { GeocoderError, sameTaiwanName, type Geocoder, type ReverseAnswer } from '../../src';

/** Known places and points at sea, the same for every adapter. */
export const PLACES = {
  taipei101: { latitude: 25.034, longitude: 121.5645, county: '台北市', town: '信義區' },
  kaohsiung85SkyTower: { latitude: 22.6115, longitude: 120.3, county: '高雄市', town: '苓雅區' },
  penghuVillage: {
    latitude: 23.5655,
    longitude: 119.5662,
    county: '澎湖縣',
    town: '馬公市',
    village: '重慶里',
  },
  taiwanStrait: { latitude: 24, longitude: 119.8 },
  offHualien: { latitude: 23.9, longitude: 121.9 },
  xiamen: { latitude: 24.48, longitude: 118.09 },
} as const;

export const TAIPEI_101_ADDRESS = '台北市信義區信義路五段7號';
export const UNKNOWN_ADDRESS = '查無此地址';
/** Within about 100 m: a provider's point for a building is not the point we measured. */
const NEAR_DEGREES = 0.001;

export interface ContractSubject {
  readonly geocoder: () => Geocoder;
  /** Whether the adapter can place an address (the embedded atlas cannot). */
  readonly forward: boolean;
}

function expectArea(answer: ReverseAnswer | null, county: string, town: string): void {
  expect(answer).not.toBeNull();
  // The issue writes 台北市; the atlas and providers write 台 or 臺 as they please.
  expect(sameTaiwanName(answer!.county, county)).toBe(true);
  expect(sameTaiwanName(answer!.town, town)).toBe(true);
  expect(answer!.text).toContain(answer!.town);
}

/** The geocoder port's contract: every adapter passes the same suite. */
export function geocoderContract(subject: ContractSubject): void {
  it('places Taipei 101 in 台北市信義區', async () => {
    const { latitude, longitude, county, town } = PLACES.taipei101;
    expectArea(await subject.geocoder().reverse(latitude, longitude), county, town);
  });

  it('places the 85 Sky Tower in 高雄市苓雅區', async () => {
    const { latitude, longitude, county, town } = PLACES.kaohsiung85SkyTower;
    expectArea(await subject.geocoder().reverse(latitude, longitude), county, town);
  });

  it('answers the outlying islands: a village of 馬公市 in Penghu', async () => {
    const { latitude, longitude, county, town, village } = PLACES.penghuVillage;
    const answer = await subject.geocoder().reverse(latitude, longitude);
    expectArea(answer, county, town);
    if (answer!.village) expect(answer!.village).toBe(village);
  });

  it('answers null at sea: in the Taiwan Strait and off Hualien', async () => {
    const geocoder = subject.geocoder();
    for (const { latitude, longitude } of [PLACES.taiwanStrait, PLACES.offHualien])
      expect(await geocoder.reverse(latitude, longitude)).toBeNull();
  });

  it('answers null outside Taiwan (Xiamen, across from Kinmen)', async () => {
    const { latitude, longitude } = PLACES.xiamen;
    expect(await subject.geocoder().reverse(latitude, longitude)).toBeNull();
  });

  if (subject.forward) {
    it('places an address near its building, and answers null for an unknown one', async () => {
      const geocoder = subject.geocoder();
      const found = await geocoder.forward(TAIPEI_101_ADDRESS);
      expect(Math.abs(found!.latitude - PLACES.taipei101.latitude)).toBeLessThan(NEAR_DEGREES);
      expect(Math.abs(found!.longitude - PLACES.taipei101.longitude)).toBeLessThan(NEAR_DEGREES);
      expect(found!.text).toContain('信義');
      expect(await geocoder.forward(UNKNOWN_ADDRESS)).toBeNull();
    });
  } else {
    it('refuses forward look-ups with NO_FORWARD_PROVIDER', async () => {
      const refusal = subject.geocoder().forward(TAIPEI_101_ADDRESS);
      await expect(refusal).rejects.toBeInstanceOf(GeocoderError);
      await expect(refusal).rejects.toMatchObject({ code: 'NO_FORWARD_PROVIDER' });
    });
  }
}
