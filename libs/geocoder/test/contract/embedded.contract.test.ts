import { EmbeddedGeocoder } from '../../src';
import { geocoderContract } from './geocoder.contract';

describe('geocoder contract: embedded atlas', () => {
  const geocoder = new EmbeddedGeocoder();
  geocoderContract({ geocoder: () => geocoder, forward: false });

  it('gives county, town and village in the data own names, and the whole as text', () => {
    expect(geocoder.reverseNow(25.034, 121.5645)).toEqual({
      county: '台北市',
      town: '信義區',
      village: '西村里',
      text: '台北市信義區西村里',
      source: 'embedded',
    });
  });

  it('answers Kinmen and Matsu, which the atlas holds', () => {
    expect(geocoder.reverseNow(24.4329, 118.3186)?.county).toBe('金門縣');
    expect(geocoder.reverseNow(26.16, 119.95)?.county).toBe('連江縣');
  });
});
