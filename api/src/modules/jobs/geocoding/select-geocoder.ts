import type { GeocoderSettings } from './settings';
import { gazetteerGeocoder } from './gazetteer';
import type { Geocoder } from './geocoder';
import { googleGeocoder, nominatimGeocoder } from './http-geocoders';

/** The provider the API's settings name (config.ts checks them at start: google always has its key). */
export const selectGeocoder = (settings: GeocoderSettings): Geocoder => {
  if (settings.provider === 'nominatim') return nominatimGeocoder(settings.url ?? 'https://nominatim.openstreetmap.org');
  if (settings.provider === 'google' && settings.googleApiKey)
    return googleGeocoder(settings.url ?? 'https://maps.googleapis.com', settings.googleApiKey);
  return gazetteerGeocoder;
};
