import type { Resolver } from 'react-hook-form';
import { DRIVER_PAYMENT_KINDS, driverPaymentInputSchema, type DriverPaymentInput, type DriverPaymentKind } from '@haulage/shared/contracts';
import { payloadResolver } from '@haulage/shared/forms';
import { inputToOre } from '@haulage/shared/format';

export interface PaymentFormValues {
  driver: string;
  kind: DriverPaymentKind;
  /** Kronor as typed ("1 250,50"); the API takes öre. */
  amount: string;
  paymentDate: string;
  reference: string;
}

export const PAYMENT_FORM_FIELDS = ['driver', 'kind', 'amount', 'paymentDate', 'reference'] as const;

export const emptyPaymentForm = (today: string): PaymentFormValues => ({
  driver: '',
  kind: 'advance',
  amount: '',
  paymentDate: today,
  reference: '',
});

/** The body's `data`: kronor to öre (unreadable text stays NaN so the schema names the field). */
export const toPaymentPayload = (values: PaymentFormValues): DriverPaymentInput => ({
  driver: values.driver,
  kind: values.kind,
  amount: values.amount.trim() === '' ? Number.NaN : (inputToOre(values.amount) ?? Number.NaN),
  paymentDate: values.paymentDate,
  reference: values.reference.trim() || null,
});

export const PAYMENT_KIND_OPTIONS = DRIVER_PAYMENT_KINDS.map((kind) => ({ value: kind, label: kind === 'advance' ? 'Advance' : 'Payout' }));

const base = payloadResolver(driverPaymentInputSchema, toPaymentPayload);

const MESSAGES: Partial<Record<keyof PaymentFormValues, string>> = {
  driver: 'Choose the driver to pay',
  amount: 'Amount must be in kronor, e.g. 1 250,50',
};

/**
 * The contract's schema (what the API checks) over the payload, with messages about what the user
 * sees: a driver to choose, kronor rather than öre.
 */
export const paymentResolver: Resolver<PaymentFormValues, unknown, DriverPaymentInput> = async (values, context, options) => {
  const result = await base(values, context, options);
  for (const [field, message] of Object.entries(MESSAGES)) {
    const error = (result.errors as Record<string, { message?: string } | undefined>)[field];
    if (error) error.message = message;
  }
  return result;
};
