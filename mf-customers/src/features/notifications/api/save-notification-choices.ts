import type { ItemResponse, NotificationChoices, NotificationChoicesInput } from '@haulage/shared/contracts';
import { customersApi } from '#lib';

const saveNotificationChoicesApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    saveNotificationChoices: build.mutation<NotificationChoices, { customer: string; data: NotificationChoicesInput }>({
      query: ({ customer, data }) => ({
        url: `/api/customers/${encodeURIComponent(customer)}/notifications`,
        method: 'PUT',
        data: { data },
      }),
      transformResponse: (response: ItemResponse<NotificationChoices>) => response.data,
      invalidatesTags: (_result, _error, { customer }) => [{ type: 'Notifications', id: customer }],
    }),
  }),
});

export const { useSaveNotificationChoicesMutation } = saveNotificationChoicesApi;
