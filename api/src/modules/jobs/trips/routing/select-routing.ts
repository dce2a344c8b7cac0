import type { RoutingSettings } from './settings';
import { osrmProvider } from './osrm-provider';
import { type RoutingProvider, straightLineProvider } from './routing-provider';

/** The configured routing provider; without one, the straight-line estimate. */
export const selectRoutingProvider = (settings: RoutingSettings): RoutingProvider =>
  settings.provider === 'osrm' && settings.url ? osrmProvider(settings.url) : straightLineProvider;
