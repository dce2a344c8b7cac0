import { isHttpUrl } from '../../../env-values';

export const GEOCODER_PROVIDERS = ['gazetteer', 'nominatim', 'google'] as const;

/** How a new destination's address is placed (select-geocoder.ts). */
export interface GeocoderSettings {
  provider: (typeof GEOCODER_PROVIDERS)[number];
  /** The provider's base URL (a self-hosted Nominatim, a local fake in tests); null: its public service. */
  url: string | null;
  googleApiKey: string | null;
}

/**
 * GEOCODER (unset: the offline gazetteer), GEOCODER_URL and GOOGLE_MAPS_API_KEY. A provider that
 * cannot work stops the start: falling back to the gazetteer would refuse most addresses quietly.
 */
export const parseGeocoderSettings = (env: NodeJS.ProcessEnv): GeocoderSettings => {
  const provider = (env.GEOCODER ?? '').trim().toLowerCase() || 'gazetteer';
  if (!(GEOCODER_PROVIDERS as readonly string[]).includes(provider))
    throw new Error(`GEOCODER must be one of ${GEOCODER_PROVIDERS.join(', ')} (it is "${env.GEOCODER}")`);
  const url = env.GEOCODER_URL?.trim() || null;
  if (url !== null && !isHttpUrl(url)) throw new Error(`GEOCODER_URL must be an http(s) URL (it is "${url}")`);
  const googleApiKey = env.GOOGLE_MAPS_API_KEY?.trim() || null;
  if (provider === 'google' && googleApiKey === null) throw new Error('GEOCODER=google needs GOOGLE_MAPS_API_KEY');
  return { provider: provider as GeocoderSettings['provider'], url, googleApiKey };
};
