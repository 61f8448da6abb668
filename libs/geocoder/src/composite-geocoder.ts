import { GeocoderError } from './errors';
import type { ForwardAnswer, Geocoder, ReverseAnswer } from './geocoder.port';

/**
 * An online provider first (street addresses, forward look-ups), the embedded atlas behind it:
 * when the provider fails or refuses (down, over its quota), a reverse look-up still answers the
 * county, town and village. Forward has no fallback: the atlas cannot place an address.
 */
export class CompositeGeocoder implements Geocoder {
  constructor(
    private readonly online: Geocoder,
    private readonly embedded: Geocoder,
  ) {}

  async reverse(latitude: number, longitude: number): Promise<ReverseAnswer | null> {
    try {
      return await this.online.reverse(latitude, longitude);
    } catch (error) {
      if (!(error instanceof GeocoderError)) throw error;
      return this.embedded.reverse(latitude, longitude);
    }
  }

  forward(address: string): Promise<ForwardAnswer | null> {
    return this.online.forward(address);
  }
}
