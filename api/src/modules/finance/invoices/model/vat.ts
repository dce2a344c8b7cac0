import { EXPORT_TEXT, REVERSE_CHARGE_TEXT, type VatRate, type VatType } from '@haulage/shared/contracts';

/** What the customer's Fortnox VAT type means for an invoice (domain model §B4, §4.1–2). */
export interface VatTreatment {
  /** The rate of a freight line unless a line overrides it. */
  rate: VatRate;
  reverseCharge: boolean;
  /** Printed on the invoice: the reverse-charge or export wording; null for Swedish VAT. */
  legalText: string | null;
  /** Reverse charge needs the buyer's VAT number on the invoice (ESV list item 4). */
  needsBuyerVatNumber: boolean;
}

const SWEDISH: VatTreatment = { rate: 25, reverseCharge: false, legalText: null, needsBuyerVatNumber: false };
const REVERSED: VatTreatment = { rate: 0, reverseCharge: true, legalText: REVERSE_CHARGE_TEXT, needsBuyerVatNumber: true };

/**
 * SEVAT and EUVAT (an EU buyer without a VAT registration) pay Swedish VAT; the reversed types move
 * the VAT to the buyer; export is outside the scope of Swedish VAT.
 */
export const vatTreatmentOf = (vatType: VatType): VatTreatment => {
  switch (vatType) {
    case 'SEVAT':
    case 'EUVAT':
      return SWEDISH;
    case 'SEREVERSEDVAT':
    case 'EUREVERSEDVAT':
      return REVERSED;
    case 'EXPORT':
      return { rate: 0, reverseCharge: false, legalText: EXPORT_TEXT, needsBuyerVatNumber: false };
  }
};

/** A line's rate: the customer's, or an override that must say why it differs. */
export const lineVatRate = (
  treatment: VatTreatment,
  override: { vatRate?: VatRate | null; vatReason?: string | null } = {},
): { ok: true; rate: VatRate; reason: string | null } | { ok: false; message: string } => {
  if (override.vatRate == null || override.vatRate === treatment.rate) return { ok: true, rate: treatment.rate, reason: null };
  const reason = override.vatReason?.trim();
  if (!reason) return { ok: false, message: `Please give the reason for ${override.vatRate} % VAT instead of ${treatment.rate} %` };
  return { ok: true, rate: override.vatRate, reason };
};

/** Why an invoice cannot be issued with this treatment, if it cannot. */
export const vatIssueProblem = (treatment: VatTreatment, buyerVatNumber: string | null, sellerVatNumber: string): string | null => {
  if (!treatment.needsBuyerVatNumber) return null;
  if (!buyerVatNumber?.trim()) return 'A reverse-charge invoice needs the customer’s VAT number';
  if (!sellerVatNumber.trim()) return 'A reverse-charge invoice needs the seller’s VAT number';
  return null;
};
