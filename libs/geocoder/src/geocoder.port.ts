/**
 * The geocoding port: a point to an administrative address and, where a provider can, an address to
 * a point. Names are zh-TW as the source gives them (the embedded atlas mixes 台 and 臺: see
 * docs/decisions/geocoding.md); compare them through `sameTaiwanName` rather than as raw strings.
 */

/** Which adapter produced an answer, so a caller can tell a street address from an area. */
export type GeocoderSource = 'embedded' | 'nominatim' | 'google';

export interface ReverseAnswer {
  /** County or special municipality (縣/市), e.g. 台北市. */
  readonly county: string;
  /** Township, city or district (鄉/鎮/市/區), e.g. 信義區. */
  readonly town: string;
  /** Village or neighbourhood (村/里); empty when the provider does not say. */
  readonly village: string;
  /** The whole address as one line: a street address from an online provider, county+town+village otherwise. */
  readonly text: string;
  readonly source: GeocoderSource;
}

export interface ForwardAnswer {
  readonly latitude: number;
  readonly longitude: number;
  /** The provider's own wording of the place it found. */
  readonly text: string;
}

export interface Geocoder {
  /** The address at a point, or null at sea and outside Taiwan. Rejects with a GeocoderError. */
  reverse(latitude: number, longitude: number): Promise<ReverseAnswer | null>;
  /** The point of an address, or null when nothing matches. Rejects with a GeocoderError. */
  forward(address: string): Promise<ForwardAnswer | null>;
}
