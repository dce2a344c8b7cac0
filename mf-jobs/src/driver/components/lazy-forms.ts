import { lazy } from 'react';

// The forms a driver opens at a stop, with the signature pad, are chunks of their own: the run
// shows without them. They are fetched once the run is on the screen (preloadStopForms), before the
// driver reaches a delivery in a dead spot where they could not be fetched.
const proofForm = () => import('./proof-form');
const problemForm = () => import('./problem-form');

export const ProofForm = lazy(() => proofForm().then((module) => ({ default: module.ProofForm })));
export const ProblemForm = lazy(() => problemForm().then((module) => ({ default: module.ProblemForm })));

export const preloadStopForms = (): Promise<unknown> =>
  Promise.all([proofForm(), problemForm(), import('signature_pad')]).catch(() => undefined);
