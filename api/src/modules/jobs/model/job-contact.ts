/** A contact person as the job's rule needs it: whose contact they are. */
export interface ContactFacts {
  firstName: string | null;
  lastName: string | null;
  customerId: number | null;
}

/**
 * A job's contact is someone at the job's customer: the confirmation goes to them and the invoice
 * names them. Answers why a contact does not fit (a 400 on `contact`), or null.
 */
export const contactRefusal = (contact: ContactFacts | null, customer: { id: number; companyName: string }): string | null => {
  if (!contact || contact.customerId === customer.id) return null;
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ') || 'The contact';
  return `${name} is not a contact of ${customer.companyName}; choose one of its contacts`;
};
