import { describe, expect, it } from '@jest/globals';
import { contentSources, sourceOf } from '../content-sources';

/** What the build declares for the server's Content-Security-Policy (docs/decisions/inputs-and-headers.md). */
describe('the origins a build loads from', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
    ['https://tiles.example.org:8443/{z}/{x}/{y}.png', 'https://tiles.example.org:8443'],
    ['https://tiles-{s}.example.org/{z}/{x}/{y}.png', 'https:'],
    ['wss://graphql.example.org/graphql', 'wss://graphql.example.org'],
    ['/graphql', undefined],
  ])('%s gives %s', (url, source) => {
    expect(sourceOf(url)).toBe(source);
  });

  it('the default tiles when VITE_TILE_URL is not set, and a same-origin GraphQL adds nothing', () => {
    expect(contentSources({})).toEqual({
      'img-src': ['https://tile.openstreetmap.org'],
      'connect-src': [],
      'frame-src': [],
    });
    expect(
      contentSources({
        VITE_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
        VITE_GRAPHQL_URL: 'https://api.example.org/graphql',
        VITE_GRAPHQL_WS_URL: 'wss://api.example.org/graphql',
      }),
    ).toEqual({
      'img-src': ['https://*.tiles.example.org'],
      'connect-src': ['https://api.example.org', 'wss://api.example.org'],
      'frame-src': [],
    });
  });

  it("frames Google's street view only when the build has a Maps key", () => {
    expect(contentSources({ VITE_GOOGLE_MAPS_KEY: 'key' })['frame-src']).toEqual(['https://www.google.com']);
  });
});
