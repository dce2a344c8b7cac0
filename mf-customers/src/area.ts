import { defineArea } from '@haulage/shared/area-kit';
import { CustomersRoutes } from './app/customers-routes';
import { customersApi, type CustomersTag } from './lib/customers-api';

/**
 * Which cached data a topic's events make stale. Every write is also a line in the change history,
 * and a contact's name is searchable in the list, so contact changes refresh the customers too.
 */
export const CUSTOMERS_TOPICS: Record<string, CustomersTag[]> = {
  customers: ['Customer', 'Audit'],
  'customer-contacts': ['Contact', 'Customer', 'Audit'],
  'customer-pricings': ['Pricing', 'Audit'],
};

/** The customers area; its name, port, routes and nav are its entry in areas.json. */
export const customersArea = defineArea<CustomersTag>({
  title: 'Customers',
  api: customersApi,
  topics: CUSTOMERS_TOPICS,
  Routes: CustomersRoutes,
});
