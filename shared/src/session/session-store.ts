import type { User } from '../contracts/user-types';
import type { SessionState } from '../platform/platform-context';
import { decodeToken } from './token';
import type { TokenStorage } from './token-storage';

export const EMPTY_SESSION: SessionState = { token: null, user: null, userData: null };

/** Authenticated is false when the user object is empty. */
export const isAuthenticated = (state: SessionState): boolean => state.user !== null && Object.keys(state.user).length > 0;

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: (state: SessionState) => void): () => void;
  /** Stores the token (persisted when a storage is given) and sets `user` to its decoded payload. */
  setToken(token: string | null): void;
  setUserData(userData: User | null): void;
  /** Forgets token, user and profile, and removes the stored token. */
  clear(): void;
  isAuthenticated(): boolean;
}

export interface SessionStoreOptions {
  /** Persist the token here; omit to keep it in memory only. */
  storage?: TokenStorage;
  /** Start from this token instead of the stored one. */
  initialToken?: string | null;
}

/** A small observable holding the session (`token`, decoded `user`, `/users/me` `userData`). */
export const createSessionStore = ({ storage, initialToken }: SessionStoreOptions = {}): SessionStore => {
  const startToken = initialToken !== undefined ? initialToken : (storage?.get() ?? null);
  let state: SessionState = { token: startToken, user: decodeToken(startToken), userData: null };
  const listeners = new Set<(state: SessionState) => void>();

  const update = (next: SessionState) => {
    state = next;
    listeners.forEach((listener) => listener(state));
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setToken: (token) => {
      if (token) storage?.set(token);
      else storage?.clear();
      update({ token, user: decodeToken(token), userData: token ? state.userData : null });
    },
    setUserData: (userData) => update({ ...state, userData }),
    clear: () => {
      storage?.clear();
      update(EMPTY_SESSION);
    },
    isAuthenticated: () => isAuthenticated(state),
  };
};
