import type { ItemResponse, NotificationChoices } from '@haulage/shared/contracts';
import { customersApi } from '#lib';

const getNotificationChoicesApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    getNotificationChoices: build.query<NotificationChoices, string>({
      query: (customer) => ({ url: `/api/customers/${encodeURIComponent(customer)}/notifications` }),
      transformResponse: (response: ItemResponse<NotificationChoices>) => response.data,
      // A contact added, changed or removed changes who can be told.
      providesTags: (_result, _error, customer) => [
        { type: 'Notifications', id: customer },
        { type: 'Contact', id: customer },
      ],
    }),
  }),
});

export const { useGetNotificationChoicesQuery } = getNotificationChoicesApi;
