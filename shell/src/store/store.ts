import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { shellApi } from '../platform/shell-api';
import { authSlice } from './auth-slice';
import { feedbackSlice } from './feedback-slice';

export const createShellStore = () =>
  configureStore({
    reducer: {
      auth: authSlice.reducer,
      feedback: feedbackSlice.reducer,
      [shellApi.reducerPath]: shellApi.reducer,
    },
    middleware: (getDefault) => getDefault().concat(shellApi.middleware),
  });

export type ShellStore = ReturnType<typeof createShellStore>;
export type ShellState = ReturnType<ShellStore['getState']>;
export type ShellDispatch = ShellStore['dispatch'];

export const useShellDispatch = useDispatch.withTypes<ShellDispatch>();
export const useShellSelector = useSelector.withTypes<ShellState>();
