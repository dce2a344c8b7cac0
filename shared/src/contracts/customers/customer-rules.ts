import { bankgiroProblem, organisationNumberProblem, plusgiroProblem, swedishVatNumber } from '../validators/swedish-finance';

export interface CustomerRuleProblem {
  path: string;
  message: string;
}

/** The fields the cross-field rules look at; both the form values and a stored customer fit. */
export interface CustomerRuleFields {
  paymentType?: string | null;
  paymentNumber?: string | null;
  ibanNumber?: string | null;
  organizationNumber?: string | null;
  vatNumber?: string | null;
  vatType?: string | null;
  countryCode?: string | null;
  invoiceDelivery?: string | null;
  invoiceEmail?: string | null;
  emailAddress?: string | null;
}

const blank = (value: string | null | undefined): boolean => value == null || value.trim() === '';

const paymentProblems = (c: CustomerRuleFields): CustomerRuleProblem[] => {
  if (c.paymentType === 'bankgiro' || c.paymentType === 'plusgiro') {
    const label = c.paymentType === 'bankgiro' ? 'bankgiro' : 'plusgiro';
    if (blank(c.paymentNumber)) return [{ path: 'paymentNumber', message: `Please enter the ${label} number` }];
    const problem = (c.paymentType === 'bankgiro' ? bankgiroProblem : plusgiroProblem)(c.paymentNumber!);
    return problem ? [{ path: 'paymentNumber', message: problem }] : [];
  }
  if (c.paymentType === 'iban' && blank(c.ibanNumber)) {
    return [{ path: 'ibanNumber', message: 'Please enter the IBAN when the payment type is IBAN' }];
  }
  return [];
};

const swedishProblems = (c: CustomerRuleFields): CustomerRuleProblem[] => {
  // Foreign registration numbers have no common format; only Swedish ones are checked.
  if ((c.countryCode ?? 'SE') !== 'SE') return [];
  const problems: CustomerRuleProblem[] = [];
  if (blank(c.organizationNumber)) {
    problems.push({ path: 'organizationNumber', message: 'Please enter the organisation number of a Swedish customer' });
  } else {
    const problem = organisationNumberProblem(c.organizationNumber!);
    if (problem) problems.push({ path: 'organizationNumber', message: problem });
    else if (!blank(c.vatNumber) && c.vatNumber!.toUpperCase().startsWith('SE')) {
      const expected = swedishVatNumber(c.organizationNumber!);
      if (c.vatNumber!.replace(/[\s.-]/g, '').toUpperCase() !== expected) {
        problems.push({ path: 'vatNumber', message: `VAT number of organisation number ${c.organizationNumber} is ${expected}` });
      }
    }
  }
  if (c.vatType === 'EUREVERSEDVAT' || c.vatType === 'EUVAT') {
    problems.push({ path: 'vatType', message: 'EU VAT types are for customers in another EU country' });
  }
  return problems;
};

/**
 * Cross-field rules, shared by the form and the API (which runs them on the merged customer of
 * an update). EU reverse charge is only lawful against the buyer's VAT number, so it is required.
 */
export const customerRules = (c: CustomerRuleFields): CustomerRuleProblem[] => {
  const problems = [...paymentProblems(c), ...swedishProblems(c)];
  if ((c.vatType === 'EUREVERSEDVAT' || c.vatType === 'SEREVERSEDVAT') && blank(c.vatNumber)) {
    problems.push({ path: 'vatNumber', message: 'Reverse charge needs the customer\u2019s VAT number' });
  }
  if (c.invoiceDelivery === 'email' && blank(c.invoiceEmail) && blank(c.emailAddress)) {
    problems.push({ path: 'invoiceEmail', message: 'Invoices by e-mail need an invoice e-mail or the company e-mail address' });
  }
  return problems;
};
