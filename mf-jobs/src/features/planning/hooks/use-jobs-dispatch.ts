import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { jobsApi } from '#lib';

type JobsState = { jobsApi: ReturnType<typeof jobsApi.reducer> };

/** The area store's dispatch, typed so RTK Query's cache thunks (an optimistic move) can be dispatched. */
export const useJobsDispatch = () => useDispatch<ThunkDispatch<JobsState, unknown, UnknownAction>>();
