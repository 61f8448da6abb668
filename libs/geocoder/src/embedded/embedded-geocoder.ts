import { noForwardProvider } from '../errors';
import type { ForwardAnswer, Geocoder, ReverseAnswer } from '../geocoder.port';
import { VillageAtlas } from './village-atlas';

/**
 * The default geocoder: reverse look-ups over the embedded village atlas, offline and free. It knows
 * areas, not streets, so an address cannot be turned into a point: forward rejects with
 * NO_FORWARD_PROVIDER.
 */
export class EmbeddedGeocoder implements Geocoder {
  constructor(private readonly atlas: VillageAtlas = VillageAtlas.load()) {}

  /** Synchronous for callers on a hot path (filling device rows as positions arrive). */
  reverseNow(latitude: number, longitude: number): ReverseAnswer | null {
    const found = this.atlas.villageAt(latitude, longitude);
    if (!found) return null;
    return {
      county: found.county,
      town: found.town,
      village: found.village,
      text: `${found.county}${found.town}${found.village}`,
      source: 'embedded',
    };
  }

  reverse(latitude: number, longitude: number): Promise<ReverseAnswer | null> {
    return Promise.resolve(this.reverseNow(latitude, longitude));
  }

  forward(): Promise<ForwardAnswer | null> {
    return Promise.reject(noForwardProvider());
  }
}
