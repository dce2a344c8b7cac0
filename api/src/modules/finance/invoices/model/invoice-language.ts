import { type CustomerSnapshot, DEFAULT_LANGUAGE, isLanguage, type Language } from '@haulage/shared/contracts';
import { type Formats, formatsFor, invoiceCatalogue, type Translate, translatorsOf } from '@haulage/shared/i18n';

/**
 * The language of an issued invoice: its customer's when it was issued, frozen in the customer
 * snapshot with the PDF printed in it, so the e-mail, a reminder and the documents it carries later
 * say what the PDF says. Invoices go to the customer's invoice address, not to a contact, so no
 * contact's language applies. One issued before languages existed was printed in Swedish.
 */
export const invoiceLanguage = (snapshot: Pick<CustomerSnapshot, 'language'>): Language =>
  isLanguage(snapshot.language) ? snapshot.language : DEFAULT_LANGUAGE;

const translatorFor = translatorsOf(invoiceCatalogue);

/** The invoice catalogue and the reader's formats of dates and amounts, in one language. */
export interface InvoiceWords {
  t: Translate;
  f: Formats;
}

export const invoiceWords = (language: Language): InvoiceWords => ({ t: translatorFor(language), f: formatsFor(language) });
