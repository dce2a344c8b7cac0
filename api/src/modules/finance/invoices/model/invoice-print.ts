import {
  type CustomerSnapshot,
  describeCharge,
  EXPORT_TEXT,
  type InvoiceKind,
  type Language,
  REVERSE_CHARGE_TEXT,
  type SellerSnapshot,
  type VatBreakdown,
} from '@haulage/shared/contracts';
import type { StoredLine } from '../repository/invoice-repository';
import { invoiceLanguage, invoiceWords } from './invoice-language';

/** Everything the PDF prints: the invoice as frozen at issue. */
export interface InvoicePdfData {
  kind: InvoiceKind;
  number: string;
  invoiceDate: string;
  dueDate: string;
  deliveryFrom: string;
  deliveryTo: string;
  currency: string;
  /** The buyer at issue; its `language` is the language the invoice is printed in. */
  customer: CustomerSnapshot;
  seller: SellerSnapshot;
  lines: StoredLine[];
  vatBreakdown: VatBreakdown[];
  subtotal: number;
  vatTotal: number;
  total: number;
  legalText: string | null;
  reverseCharge: boolean;
  /** A credit note's original invoice number. */
  credits: string | null;
  notes: string | null;
  issuedAt: string;
  /** The documents the invoice's e-mail carries (each job's CMR and proof), listed under "Bilagor". */
  attachments?: string[];
}

export interface PrintedRow {
  /** Date, job / reference, route / description, quantity, unit price, VAT rate, amount. */
  cells: string[];
  vatReason: string | null;
}

/** The invoice's texts in its language, for the PDF to lay out. */
export interface PrintedInvoice {
  title: string;
  facts: string[];
  buyer: { heading: string; lines: string[] };
  columns: string[];
  rows: PrintedRow[];
  sums: { label: string; value: string; bold: boolean }[];
  legalText: string | null;
  vatNumbers: string | null;
  attachments: { heading: string; lines: string[] } | null;
  footer: string[];
}

/**
 * A line's text in the invoice's language: a priced line from its wording, any other line (written
 * by hand, or stored before lines kept their wording) as stored.
 */
const lineText = (line: Pick<StoredLine, 'description' | 'wording'>, language: Language): string =>
  line.wording ? describeCharge(line.wording, language) : line.description;

// The stored legal wording is the Swedish text the VAT rules chose; each has its words in the catalogue.
const LEGAL_KEYS: Record<string, string> = { [REVERSE_CHARGE_TEXT]: 'legal.reverseCharge', [EXPORT_TEXT]: 'legal.export' };

/**
 * What the invoice says, in the customer's language with dates and amounts in their form. Only
 * words change with the language: numbers, amounts to the öre and the lines are the same.
 */
export const printedInvoice = (data: InvoicePdfData): PrintedInvoice => {
  const language = invoiceLanguage(data.customer);
  const { t, f } = invoiceWords(language);
  const { seller, customer, currency } = data;
  const money = (ore: number) => f.money(ore, currency);
  const rate = (value: number) => t('vatRate', { rate: value });
  const columns = ['date', 'job', 'description', 'quantity', 'unitPrice', 'vat', 'amount'].map((key) => t(`columns.${key}`));
  const rows = data.lines.map((line) => ({
    cells: [
      line.date ? f.date(line.date) : '',
      [line.jobNumber, line.customerReference].filter((part) => part != null && part !== '').join(' / '),
      [line.route, lineText(line, language)].filter(Boolean).join('\n'),
      // The count picks a unit's word for one ("1 pc"), as the line's text does.
      `${f.number(line.quantity, 3)} ${t(`units.${line.unit}`, { defaultValue: line.unit, count: line.quantity })}`,
      money(line.unitPrice),
      rate(line.vatRate),
      money(line.amount),
    ],
    vatReason: line.vatReason ? t('lineVatReason', { rate: line.vatRate, reason: line.vatReason }) : null,
  }));
  const legalKey = data.legalText ? LEGAL_KEYS[data.legalText] : undefined;
  const payment = [
    seller.bankgiro && t('footer.bankgiro', { number: seller.bankgiro }),
    seller.iban && t('footer.iban', { number: seller.iban }),
    seller.bic && t('footer.bic', { number: seller.bic }),
    t('footer.reference', { number: data.number }),
  ];
  return {
    title: `${t(`title.${data.kind}`)} ${data.number}`,
    facts: [
      t('facts.invoiceDate', { date: f.date(data.invoiceDate) }),
      t('facts.dueDate', { date: f.date(data.dueDate) }),
      t('facts.deliveryPeriod', { from: f.date(data.deliveryFrom), to: f.date(data.deliveryTo) }),
      t('facts.currency', { currency }),
      ...(data.credits ? [t('facts.credits', { number: data.credits })] : []),
    ],
    buyer: {
      heading: t('buyer.heading'),
      lines: [
        customer.name,
        customer.address,
        customer.organizationNumber && t('buyer.organizationNumber', { number: customer.organizationNumber }),
        customer.vatNumber && t('buyer.vatNumber', { number: customer.vatNumber }),
      ].filter((line): line is string => Boolean(line)),
    },
    columns,
    rows,
    sums: [
      { label: t('totals.net'), value: money(data.subtotal), bold: false },
      ...data.vatBreakdown.map((row) => ({
        label: t('totals.vat', { rate: row.rate, base: money(row.base) }),
        value: money(row.vat),
        bold: false,
      })),
      { label: t(data.kind === 'credit_note' ? 'totals.refund' : 'totals.due'), value: money(data.total), bold: true },
    ],
    legalText: legalKey ? t(legalKey) : data.legalText,
    vatNumbers: data.reverseCharge ? t('legal.vatNumbers', { seller: seller.vatNumber, buyer: customer.vatNumber ?? '' }) : null,
    attachments: data.attachments?.length ? { heading: t('attachments.heading'), lines: data.attachments } : null,
    footer: [
      `${seller.name} · ${seller.address}`,
      [
        t('footer.organizationNumber', { number: seller.organizationNumber }),
        t('footer.vatNumber', { number: seller.vatNumber }),
        seller.fSkatt && t('footer.fSkatt'),
      ]
        .filter(Boolean)
        .join(' · '),
      payment.filter(Boolean).join(' · '),
      [seller.email, seller.phone].filter(Boolean).join(' · '),
    ].filter((text) => text.trim() !== ''),
  };
};
