/** What every feature of the area shares beyond the area kit: the one API client and form values. */
export { customersApi, type CustomersTag } from './customers-api';
export { blankToNull, nullToBlank } from './form-values';
export { CONTACT_FIELD_LABELS, CUSTOMER_FIELD_LABELS, PRICING_FIELD_LABELS, fieldLabel } from './field-labels';
