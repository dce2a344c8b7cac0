/** What every feature of the area shares beyond the area kit: the one API client. */
export { financeApi, type FinanceTag } from './finance-api';
