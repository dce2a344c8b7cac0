import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TokenPayload, User } from '@haulage/shared/contracts';
import type { SessionState } from '@haulage/shared/platform';

/** Spec §3 `auth`: a mirror of the shared session store for the shell's components. */
export interface AuthState {
  isAuthenticated: boolean;
  user: TokenPayload | null;
  userData: User | null;
}

const initialState: AuthState = { isAuthenticated: false, user: null, userData: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionChanged: (_state, action: PayloadAction<SessionState>) => {
      const { user, userData } = action.payload;
      // Spec §4: authenticated becomes false when the user object is empty.
      return { isAuthenticated: !!user && Object.keys(user).length > 0, user, userData };
    },
  },
});

export const { sessionChanged } = authSlice.actions;
