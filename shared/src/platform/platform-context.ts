import type { AxiosInstance } from 'axios';
import type { Action, Resource } from '../contracts/permissions';
import type { TokenPayload, User } from '../contracts/user-types';

/**
 * The version of the contract between the shell and its remotes. A remote declares the major it
 * needs in the registry (`platformContract: "^1"`); the shell refuses a remote whose major differs
 * instead of letting it crash. Bump the major for any breaking change to `PlatformContext`, the
 * minor for an addition (1.1: the `@haulage/shared/forms` entry; 1.2: the
 * `@haulage/shared/area-kit` entry; 1.3: public pages, modules the shell mounts alone; 1.4: `mapsApiKey`).
 */
export const PLATFORM_CONTRACT_VERSION = '1.4.0';

export interface SessionState {
  token: string | null;
  user: TokenPayload | null;
  userData: User | null;
}

export interface SessionService {
  getState(): SessionState;
  subscribe(listener: (state: SessionState) => void): () => void;
  /** Whether the signed-in user may perform the action (UX only: the API checks again). */
  can(resource: Resource, action: Action): boolean;
  signOut(): Promise<void>;
}

export type ToastStatus = 'success' | 'error' | 'info' | 'warning';

export interface FeedbackService {
  toast(status: ToastStatus, message: string, options?: { description?: string; durationMs?: number }): void;
  /** Turns the global spinner on while the promise runs; returns its result. */
  withLoading<T>(work: Promise<T>): Promise<T>;
}

export type TopicHandler = (event: string, payload: unknown) => void;

export interface RealtimeService {
  /** Joins a topic (e.g. "trucks") and calls the handler for each message; returns the leave function. */
  subscribe(topic: string, handler: TopicHandler): () => void;
  isConnected(): boolean;
}

export interface PlatformContext {
  contractVersion: string;
  session: SessionService;
  http: AxiosInstance;
  realtime: RealtimeService;
  feedback: FeedbackService;
  /** Navigates within the one URL space of the product (single-spa reroutes between areas). */
  navigate(path: string): void;
  /** The public URL of the API, for building links to uploads. */
  apiUrl: string;
  /** The shell's Google Maps key (its /config.json), for embedded maps; absent when none is configured. */
  mapsApiKey?: string;
}

/** The custom props every remote's single-spa lifecycles receive from the shell. */
export interface RemoteProps {
  platform: PlatformContext;
  domElementGetter: () => HTMLElement;
}
