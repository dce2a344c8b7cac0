import type { Generated } from 'kysely';
import type { BigNumber, EntryColumns, FlagWithDefault } from '../../../db/database';

/** The customers module's tables (migrations.ts builds them). */
export interface CustomerTable extends EntryColumns {
  company_name: string;
  company_address: string | null;
  email_address: string | null;
  phone_number: string | null;
  website_url: string | null;
  id_fort_nox: string | null;
  reference_number: string | null;
  payment_type: Generated<string>;
  payment_number: string | null;
  iban_number: string | null;
  cmr_email_address: string | null;
  email_cc: string | null;
  organization_number: string | null;
  customer_status: Generated<string>;
  profile_photo_id: number | null;
  currency: Generated<string>;
  vat_number: string | null;
  vat_type: Generated<string>;
  country_code: Generated<string>;
  payment_terms_days: Generated<number>;
  invoice_email: string | null;
  invoice_delivery: Generated<string>;
  invoice_per_job: FlagWithDefault;
  language: Generated<string>;
  documents_with_invoices: FlagWithDefault;
}

export interface ContactTable extends EntryColumns {
  customer_id: number;
  first_name: string;
  last_name: string;
  email_address: string | null;
  phone_number: string | null;
  role: Generated<string>;
  sms_consent: FlagWithDefault;
  /** Null: the customer's language. */
  language: string | null;
}

export interface PriceAgreementTable extends EntryColumns {
  customer_id: number | null;
  name: string;
  currency: Generated<string>;
  valid_from: string | null;
  valid_to: string | null;
  status: Generated<string>;
  note: string | null;
}

export interface PriceLineTable {
  id: Generated<number>;
  agreement_id: number;
  position: number;
  vehicle_class: string;
  component: string;
  unit_price: BigNumber;
  min_quantity: number | null;
  min_charge: BigNumber | null;
  rounding: Generated<string>;
  free_quantity: number | null;
  from_area: string | null;
  to_area: string | null;
}

export interface CustomerFilterTable extends EntryColumns {
  owner_id: number;
  name: string;
  search: string | null;
  customer_status: string | null;
  country_code: string | null;
  vat_type: string | null;
  payment_terms_days: number | null;
}

export interface AuditEntryTable extends EntryColumns {
  entity_type: string;
  entity_id: string;
  customer_document_id: string | null;
  action: string;
  changes: string;
  user_id: number | null;
  user_name: string | null;
  at: string;
}

declare module '../../../db/database' {
  interface Database {
    customers: CustomerTable;
    customer_contacts: ContactTable;
    price_agreements: PriceAgreementTable;
    price_lines: PriceLineTable;
    customer_filters: CustomerFilterTable;
    audit_entries: AuditEntryTable;
  }
}
