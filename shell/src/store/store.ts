import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { WithSlice } from '@reduxjs/toolkit';
import type { shellApi } from '../platform/shell-api';
import { authSlice } from './auth-slice';
import { feedbackSlice } from './feedback-slice';

/**
 * The shell's reducer. The RTK Query api (`shellApi`) is used only by the lazy pages, so it is
 * injected when its module first loads (platform/shell-api.ts) and stays out of the first load.
 */
export const shellReducer = combineSlices(authSlice, feedbackSlice).withLazyLoadedSlices<WithSlice<typeof shellApi>>();

/** Middleware added at run time (the api's, with the api); shared by every store created here. */
export const shellMiddleware = createDynamicMiddleware();

export const createShellStore = () =>
  configureStore({
    reducer: shellReducer,
    middleware: (getDefault) => getDefault().concat(shellMiddleware.middleware),
  });

export type ShellStore = ReturnType<typeof createShellStore>;
export type ShellState = ReturnType<ShellStore['getState']>;
export type ShellDispatch = ShellStore['dispatch'];

export const useShellDispatch = useDispatch.withTypes<ShellDispatch>();
export const useShellSelector = useSelector.withTypes<ShellState>();
