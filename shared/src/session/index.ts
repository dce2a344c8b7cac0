/** Session building blocks: token decoding and expiry, token storage and the observable session store. */
/** `decodeToken(token)` → payload or null; `isExpired(payload, nowSeconds)`; `bootDecision(token, now)` for load. */
export { decodeToken, isExpired, nowInSeconds, bootDecision, type BootDecision } from './token';
/** `tokenStorage` (localStorage "token", raw token), `createTokenStorage`, `createMemoryTokenStorage`. */
export { TOKEN_STORAGE_KEY, tokenStorage, createTokenStorage, createMemoryTokenStorage, type TokenStorage } from './token-storage';
/** `createSessionStore(options)`: observable `SessionState`; `isAuthenticated(state)`. */
export { createSessionStore, isAuthenticated, EMPTY_SESSION, type SessionStore, type SessionStoreOptions } from './session-store';
/** The session state shape (re-exported from the platform contract). */
export type { SessionState } from '../platform/platform-context';
