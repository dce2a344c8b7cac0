/** What every feature of the area shares beyond the area kit: the one API client, customer choices. */
export { financeApi, type FinanceTag } from './finance-api';
export { useGetCustomerOptionQuery, useGetCustomerOptionsQuery } from './customer-options-api';
