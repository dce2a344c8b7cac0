import type { User } from '../contracts/user-types';
import { createSessionStore } from './session-store';
import { createMemoryTokenStorage, tokenStorage, TOKEN_STORAGE_KEY } from './token-storage';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = `${encode({ alg: 'HS256' })}.${encode({ id: 3, iat: 1, exp: 9_999_999_999, type: 'dispatcher' })}.sig`;
const me = { id: 3, email: 'a@b.se', name: 'Anna', type: 'dispatcher' } as User;

describe('createSessionStore', () => {
  it('starts from the stored token and decodes the user', () => {
    const store = createSessionStore({ storage: createMemoryTokenStorage(token) });
    expect(store.getState()).toMatchObject({ token, user: { id: 3, type: 'dispatcher' }, userData: null });
    expect(store.isAuthenticated()).toBe(true);
  });

  it('stores the token, tells subscribers, and forgets everything on clear', () => {
    const storage = createMemoryTokenStorage();
    const store = createSessionStore({ storage });
    const seen: boolean[] = [];
    const unsubscribe = store.subscribe((state) => seen.push(state.user !== null));
    store.setToken(token);
    store.setUserData(me);
    expect(storage.get()).toBe(token);
    expect(store.getState().userData).toEqual(me);
    store.clear();
    expect(storage.get()).toBeNull();
    expect(store.getState()).toEqual({ token: null, user: null, userData: null });
    expect(store.isAuthenticated()).toBe(false);
    unsubscribe();
    store.setToken(token);
    expect(seen).toEqual([true, true, false]);
  });

  it('is not authenticated with an undecodable token', () => {
    const store = createSessionStore({ initialToken: 'garbage' });
    expect(store.getState().user).toBeNull();
    expect(store.isAuthenticated()).toBe(false);
  });
});

describe('tokenStorage', () => {
  it('keeps the raw token in localStorage under "token"', () => {
    tokenStorage.set('abc');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('abc');
    expect(tokenStorage.get()).toBe('abc');
    tokenStorage.clear();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
