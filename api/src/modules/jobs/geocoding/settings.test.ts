import { loadConfig } from '../../../config';
import { parseGeocoderSettings } from './settings';

describe('geocoder settings', () => {
  it('reads GEOCODER, GEOCODER_URL and GOOGLE_MAPS_API_KEY', () => {
    expect(parseGeocoderSettings({ GEOCODER: '' })).toEqual({ provider: 'gazetteer', url: null, googleApiKey: null });
    expect(parseGeocoderSettings({ GEOCODER: 'nominatim', GEOCODER_URL: 'http://nominatim.internal:8080' })).toEqual({
      provider: 'nominatim',
      url: 'http://nominatim.internal:8080',
      googleApiKey: null,
    });
  });

  it('refuses to start with a provider that cannot work, rather than falling back quietly', () => {
    expect(() => parseGeocoderSettings({ GEOCODER: 'google' })).toThrow('GEOCODER=google needs GOOGLE_MAPS_API_KEY');
    expect(() => parseGeocoderSettings({ GEOCODER: 'bing' })).toThrow(
      'GEOCODER must be one of gazetteer, nominatim, google (it is "bing")',
    );
    expect(() => parseGeocoderSettings({ GEOCODER: 'nominatim', GEOCODER_URL: 'nominatim.local' })).toThrow(
      'GEOCODER_URL must be an http(s) URL',
    );
  });

  it('is part of the API’s configuration', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40), GEOCODER: 'nominatim' }).geocoder.provider).toBe('nominatim');
  });
});
