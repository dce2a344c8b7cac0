import { customersApi } from '#lib';

const deleteContactApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    deleteContact: build.mutation<null, { id: string; customer: string }>({
      query: ({ id }) => ({ url: `/api/customer-contacts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: () => null,
      invalidatesTags: (_result, _error, { customer }) => [
        { type: 'Contact', id: customer },
        { type: 'Audit', id: customer },
      ],
    }),
  }),
});

export const { useDeleteContactMutation } = deleteContactApi;
