import { directionsToUrl } from './directions';

describe('directionsToUrl', () => {
  it('leads the maps app to a place’s position, else to its address', () => {
    expect(directionsToUrl({ latitude: 57.7, longitude: 11.97, address: 'Hamngatan 1, Göteborg' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=57.7%2C11.97&travelmode=driving',
    );
    expect(directionsToUrl({ latitude: null, longitude: null, address: 'Hamngatan 1, Göteborg' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Hamngatan+1%2C+G%C3%B6teborg&travelmode=driving',
    );
  });
});
