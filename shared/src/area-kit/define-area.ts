import type { Reducer } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import type { AreaApi } from './create-area-api';
import type { TopicTags } from './topic-sync';

/** What makes an area: the rest (store, router, realtime, lifecycles, standalone) is the kit's. */
export interface AreaDefinition<T extends string = string> {
  /** Human name, as in areas.json ("Fleet"); shown when the area crashes. */
  title: string;
  /** The area's one RTK Query API (`createAreaApi`). */
  api: AreaApi<T>;
  /** Realtime topic → the tag types its events make stale. */
  topics: TopicTags<T>;
  /** The area's `<AreaRoutes>`. */
  Routes: ComponentType;
  /** State of the area's own beside its API cache (a basket kept across its pages), per mount like the rest. */
  reducers?: Record<string, Reducer>;
}

/** Name the tag type (`defineArea<FleetTag>(…)`): TypeScript cannot infer it from the API. */
export const defineArea = <T extends string>(area: AreaDefinition<T>): AreaDefinition<T> => area;
