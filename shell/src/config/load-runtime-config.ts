import type { RemoteRegistry } from '@haulage/shared/platform';
import { parseRegistry } from '../federation/parse-registry';
import type { RuntimeConfig } from '../platform/create-services';

export const DEFAULT_API_URL = 'http://127.0.0.1:1337';

const fetchJson = async (url: string): Promise<unknown> => {
  // The runtime files change on deploy without a rebuild: never serve them from a cache.
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};

export const parseRuntimeConfig = (json: unknown): RuntimeConfig => {
  const raw = (json ?? {}) as Partial<RuntimeConfig>;
  const apiUrl = typeof raw.apiUrl === 'string' && raw.apiUrl ? raw.apiUrl.replace(/\/+$/, '') : DEFAULT_API_URL;
  const mapsApiKey = typeof raw.mapsApiKey === 'string' && raw.mapsApiKey.trim() ? raw.mapsApiKey.trim() : undefined;
  return mapsApiKey ? { apiUrl, mapsApiKey } : { apiUrl };
};

const fetchRuntimeConfig = async (): Promise<{ config: RuntimeConfig; registry: RemoteRegistry }> => {
  const [config, registry] = await Promise.all([
    fetchJson('/config.json').then(parseRuntimeConfig, (error: unknown) => {
      console.error('Could not load /config.json; using the default API URL', error);
      return parseRuntimeConfig(null);
    }),
    fetchJson('/remotes.json').then(parseRegistry, (error: unknown) => {
      console.error('Could not load /remotes.json; no areas are available', error);
      return { remotes: [] };
    }),
  ]);
  return { config, registry };
};

let loaded: Promise<{ config: RuntimeConfig; registry: RemoteRegistry }> | undefined;

/**
 * Loads /config.json and /remotes.json once per page: the entry reads them to choose what to start
 * (a public page alone, or the back office), which then reuses the same answers. Either may be
 * missing: the shell then runs with the default API and without areas rather than not at all.
 */
export const loadRuntimeConfig = (): Promise<{ config: RuntimeConfig; registry: RemoteRegistry }> => (loaded ??= fetchRuntimeConfig());
