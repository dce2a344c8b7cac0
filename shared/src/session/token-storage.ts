/** Where the raw token lives between visits; the Authorization header adds "Bearer ". */
export const TOKEN_STORAGE_KEY = 'token';

export interface TokenStorage {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

// Storage can throw (privacy mode, quota, disabled cookies); a lost token only means signing in again.
export const createTokenStorage = (storage: () => Storage | undefined = () => globalThis.localStorage): TokenStorage => ({
  get: () => {
    try {
      return storage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  },
  set: (token) => {
    try {
      storage()?.setItem(TOKEN_STORAGE_KEY, token);
    } catch {
      /* see above */
    }
  },
  clear: () => {
    try {
      storage()?.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      /* see above */
    }
  },
});

/** The browser's token storage (`localStorage["token"]`). */
export const tokenStorage: TokenStorage = createTokenStorage();

/** A storage that forgets on reload, for tests and standalone tools. */
export const createMemoryTokenStorage = (initial: string | null = null): TokenStorage => {
  let value = initial;
  return {
    get: () => value,
    set: (token) => {
      value = token;
    },
    clear: () => {
      value = null;
    },
  };
};
