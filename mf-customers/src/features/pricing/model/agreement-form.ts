import {
  priceAgreementInputSchema,
  type CustomerPricing,
  type PriceAgreement,
  type PriceAgreementInput,
  type PriceLine,
} from '@haulage/shared/contracts';
import { buildEditorRows, rowProblems, rowsToOverrideLines, rowsToPreviewLines, type EditorRow } from './agreement-editor';

export interface AgreementFormValues {
  name: string;
  validFrom: string;
  validTo: string;
  rows: EditorRow[];
}

export const agreementToForm = (companyName: string, model: readonly PriceLine[], own: CustomerPricing | null): AgreementFormValues => ({
  name: own?.name ?? `${companyName} price agreement`,
  validFrom: own?.validFrom ?? '',
  validTo: own?.validTo ?? '',
  rows: buildEditorRows(model, own?.lines ?? []),
});

export const formToAgreementPayload = (values: AgreementFormValues, currency: string): Omit<PriceAgreementInput, 'customer'> => ({
  name: values.name.trim(),
  currency: currency as PriceAgreementInput['currency'],
  validFrom: values.validFrom || null,
  validTo: values.validTo || null,
  status: 'active',
  lines: rowsToOverrideLines(values.rows),
});

/** What the preview rates while editing: the agreement as it would be saved. */
export const formToPreviewAgreement = (values: AgreementFormValues, currency: string): PriceAgreement => ({
  name: values.name,
  currency: currency as PriceAgreement['currency'],
  lines: rowsToPreviewLines(values.rows),
});

/** Every problem keyed by form path: row inputs first (they say which row), then the contract's rules. */
export const agreementProblems = (values: AgreementFormValues, currency: string): { path: string; message: string }[] => {
  const problems = rowProblems(values.rows);
  if (problems.length > 0) return problems;
  const parsed = priceAgreementInputSchema.safeParse({ ...formToAgreementPayload(values, currency), customer: null });
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    // A line's problem belongs to the row that produced it; lines are the overridden rows, in order.
    if (issue.path[0] === 'lines' && typeof issue.path[1] === 'number') {
      const row = values.rows.filter((candidate) => candidate.override)[issue.path[1]];
      const index = row ? values.rows.indexOf(row) : 0;
      return { path: `rows.${index}.unitPrice`, message: issue.message };
    }
    return { path: issue.path.join('.') || 'name', message: issue.message };
  });
};
