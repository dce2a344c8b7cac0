import type { JobStop } from '@haulage/shared/contracts';
import { directionsEmbedUrl, mapsKeyOf, routePoints } from './route-map';

const stop = (sequence: number, latitude: number | null, longitude: number | null) =>
  ({ sequence, destination: { latitude, longitude } }) as unknown as JobStop;

describe('the route map', () => {
  it('takes the stops’ places in driving order, skipping those not placed', () => {
    expect(routePoints([stop(2, 57.78, 14.16), stop(1, 57.71, 11.97), stop(3, null, null)])).toEqual([
      { latitude: 57.71, longitude: 11.97 },
      { latitude: 57.78, longitude: 14.16 },
    ]);
  });

  it('builds a directions URL from the first place through the others to the last', () => {
    const url = new URL(
      directionsEmbedUrl('key 1', [
        { latitude: 57.71, longitude: 11.97 },
        { latitude: 58.41, longitude: 15.62 },
        { latitude: 59.33, longitude: 18.07 },
      ])!,
    );
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/embed/v1/directions');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'key 1',
      origin: '57.71,11.97',
      destination: '59.33,18.07',
      waypoints: '58.41,15.62',
      mode: 'driving',
    });
  });

  it('draws no route with fewer than two places or more waypoints than the API takes', () => {
    expect(directionsEmbedUrl('k', [{ latitude: 1, longitude: 2 }])).toBeNull();
    expect(
      directionsEmbedUrl(
        'k',
        Array.from({ length: 23 }, () => ({ latitude: 1, longitude: 2 })),
      ),
    ).toBeNull();
  });

  it('reads the maps key the shell hands over, if any', () => {
    expect(mapsKeyOf({ mapsApiKey: ' abc ' })).toBe('abc');
    expect(mapsKeyOf({ mapsApiKey: '' })).toBeNull();
    expect(mapsKeyOf({})).toBeNull();
  });
});
