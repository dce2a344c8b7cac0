import { isHttpUrl } from '../../../../env-values';

/** Where a trip's km and time come from (select-routing.ts); unset: the straight-line estimate. */
export interface RoutingSettings {
  provider: 'straight_line' | 'osrm';
  /** The OSRM server's base URL (required for osrm). */
  url: string | null;
}

/** ROUTING (unset: straight_line, or osrm) and ROUTING_URL; osrm without a valid URL stops the start. */
export const parseRoutingSettings = (env: NodeJS.ProcessEnv): RoutingSettings => {
  const provider = (env.ROUTING ?? '').trim().toLowerCase() || 'straight_line';
  if (provider !== 'straight_line' && provider !== 'osrm')
    throw new Error(`ROUTING must be straight_line or osrm (it is "${env.ROUTING}")`);
  const url = env.ROUTING_URL?.trim() || null;
  if (url !== null && !isHttpUrl(url)) throw new Error(`ROUTING_URL must be an http(s) URL (it is "${url}")`);
  if (provider === 'osrm' && url === null) throw new Error('ROUTING=osrm needs ROUTING_URL');
  return { provider, url };
};
