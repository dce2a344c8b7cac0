/**
 * What the features of the area share beyond the area kit: the one API client, customer choices, a
 * file download, the usual period and the VAT line. Features never import each other (lint stops it).
 */
export { financeApi, type FinanceTag } from './finance-api';
export { useGetCustomerOptionQuery, useGetCustomerOptionsQuery } from './customer-options-api';
export { downloadFile } from './download-file';
export { lastMonth } from './last-month';
export { vatLine, vatText } from './vat-text';
