import type { SellerSnapshot } from '@haulage/shared/contracts';

/**
 * The seller on every invoice and the number series' prefixes (SELLER_* and INVOICE_*). The
 * defaults are a demo company so a fresh clone invoices at once; `demo` says so, and issuing
 * invoices with them is refused in production (finance/invoices), since such an invoice is not
 * legally valid. A missing setting does not stop the start: the rest of the product works without.
 */
export interface InvoiceSettings {
  seller: SellerSnapshot;
  /** Whether the seller is the demo company (SELLER_ORG_NUMBER unset). */
  demo: boolean;
  invoicePrefix: string;
  creditPrefix: string;
}

/**
 * The demo company's numbers: made up, yet each passes the same check the API applies to a
 * customer's (Luhn for the organisation number and bankgiro, mod 97 for the IBAN), so a demo
 * invoice never shows a number the product itself would refuse.
 */
export const DEMO_SELLER = {
  organizationNumber: '556000-0001',
  vatNumber: 'SE556000000101',
  bankgiro: '123-4566',
  iban: 'SE45 5000 0000 0583 9825 7466',
} as const;

const text = (value: string | undefined): string | null => value?.trim() || null;

export const parseInvoiceSettings = (env: NodeJS.ProcessEnv, companyName: string): InvoiceSettings => {
  const organizationNumber = text(env.SELLER_ORG_NUMBER);
  const prefix = (value: string | undefined, fallback: string, name: string): string => {
    const chosen = value?.trim() ?? fallback;
    if (!/^[A-Z0-9-]{0,10}$/i.test(chosen)) throw new Error(`${name} is at most 10 letters, digits or dashes (it is "${chosen}")`);
    return chosen;
  };
  return {
    seller: {
      name: text(env.SELLER_NAME) ?? (companyName === 'Haulage' ? 'Haulage Demo AB' : companyName),
      organizationNumber: organizationNumber ?? DEMO_SELLER.organizationNumber,
      vatNumber: text(env.SELLER_VAT_NUMBER) ?? DEMO_SELLER.vatNumber,
      address: text(env.SELLER_ADDRESS) ?? 'Exempelgatan 1, 411 01 Göteborg',
      bankgiro: text(env.SELLER_BANKGIRO) ?? (organizationNumber ? null : DEMO_SELLER.bankgiro),
      iban: text(env.SELLER_IBAN) ?? (organizationNumber ? null : DEMO_SELLER.iban),
      bic: text(env.SELLER_BIC) ?? (organizationNumber ? null : 'ESSESESS'),
      fSkatt: (env.SELLER_F_SKATT ?? 'true').trim().toLowerCase() !== 'false',
      email: text(env.SELLER_EMAIL),
      phone: text(env.SELLER_PHONE),
    },
    demo: organizationNumber === null,
    invoicePrefix: prefix(env.INVOICE_PREFIX, 'F', 'INVOICE_PREFIX'),
    creditPrefix: prefix(env.CREDIT_NOTE_PREFIX, 'K', 'CREDIT_NOTE_PREFIX'),
  };
};
