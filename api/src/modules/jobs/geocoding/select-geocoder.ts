import { gazetteerGeocoder } from './gazetteer';
import type { Geocoder } from './geocoder';
import { googleGeocoder, nominatimGeocoder } from './http-geocoders';

/**
 * GEOCODER=nominatim (GEOCODER_URL, default the public service) or GEOCODER=google
 * (GOOGLE_MAPS_API_KEY, GEOCODER_URL for tests); anything else: the offline gazetteer.
 */
export const selectGeocoder = (env: Record<string, string | undefined> = process.env): Geocoder => {
  if (env.GEOCODER === 'nominatim') return nominatimGeocoder(env.GEOCODER_URL || 'https://nominatim.openstreetmap.org');
  if (env.GEOCODER === 'google' && env.GOOGLE_MAPS_API_KEY)
    return googleGeocoder(env.GEOCODER_URL || 'https://maps.googleapis.com', env.GOOGLE_MAPS_API_KEY);
  return gazetteerGeocoder;
};
