import { fleetApi } from '../../../lib/fleet-api';

/** What `POST /api/drivers/:id/sign-in-link` answers: where the text went and until when the link works. */
export interface SignInLinkSent {
  driver: string;
  phone: string;
  expiresAt: string;
  /** The link itself, given once to the office user who sent it (to pass on another way); never stored. */
  link: string | null;
}

export interface DriverUserInput {
  driver: string;
  name: string;
  email: string;
  password: string;
}

export const giveAppAccessApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/users` (admin): the driver's own user, linked to the driver record. */
    createDriverUser: build.mutation<unknown, DriverUserInput>({
      query: ({ driver, name, email, password }) => ({
        url: '/api/users',
        method: 'POST',
        data: { type: 'driver', driver, name, email, password },
      }),
    }),
    /** `POST /api/drivers/:id/sign-in-link`: a single-use sign-in link to the app, by SMS through the outbox. */
    sendSignInLink: build.mutation<SignInLinkSent, string>({
      query: (documentId) => ({ url: `/api/drivers/${encodeURIComponent(documentId)}/sign-in-link`, method: 'POST' }),
      transformResponse: (response: { data: Omit<SignInLinkSent, 'link'>; meta?: { signInUrl?: string } }) => ({
        ...response.data,
        link: response.meta?.signInUrl ?? null,
      }),
    }),
  }),
});

export const { useCreateDriverUserMutation, useSendSignInLinkMutation } = giveAppAccessApi;
