import { swedishVatNumber } from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import { createContentService, dialectOf } from '../../../content';
import { contactsType, customersType, pricingsType } from '../content-types';
import { replaceLines } from '../repository/pricing-repository';
import { GENERIC_LINES, SEED_CUSTOMERS, withCheckDigit } from './seed-data';
import { GENERIC_MODEL_NAME } from '../services/pricing-service';
import type { Database } from '../../../db/database';

const ascii = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * On an empty database: the generic model and 25 customers with contacts, every fifth with its
 * own agreement overriding the hour price. Deterministic, so demos and screenshots match.
 */
export const seedCustomers = async (db: Kysely<Database>): Promise<void> => {
  const existing = await db.selectFrom('customers').select('id').limit(1).executeTakeFirst();
  if (existing || (await db.selectFrom('price_agreements').select('id').limit(1).executeTakeFirst())) return;
  await db.transaction().execute(async (trx) => {
    // Through the engine's write path, so seeded entries get defaults and publishedAt like any other.
    const [customers, contacts, agreements] = [customersType, contactsType, pricingsType].map((type) =>
      createContentService(trx, dialectOf(trx), type),
    );
    const generic = await agreements!.create({ name: GENERIC_MODEL_NAME, currency: 'SEK', status: 'active' });
    await replaceLines(trx, Number(generic.id), GENERIC_LINES);
    for (const [index, seed] of SEED_CUSTOMERS.entries()) {
      const organizationNumber = withCheckDigit(seed.nine);
      const row = await customers!.create({
        companyName: seed.name,
        companyAddress: `${seed.street}, ${seed.zip} ${seed.city}`,
        emailAddress: `info@${seed.domain}`,
        invoiceEmail: `faktura@${seed.domain}`,
        phoneNumber: seed.phone,
        websiteUrl: `https://www.${seed.domain}`,
        idFortNox: String(1001 + index),
        organizationNumber,
        vatNumber: swedishVatNumber(organizationNumber),
        vatType: 'SEVAT',
        countryCode: 'SE',
        currency: 'SEK',
        paymentType: 'invoice',
        paymentTermsDays: [30, 30, 20, 10, 45][index % 5],
        invoiceDelivery: index % 7 === 3 ? 'e_invoice' : 'email',
        customerStatus: index === 11 ? 'inactive' : 'active',
      });
      for (const [first, last, role] of seed.contacts) {
        await contacts!.create({
          firstName: first,
          lastName: last,
          role,
          emailAddress: `${ascii(first)}.${ascii(last)}@${seed.domain}`,
          phoneNumber: `070-${String(100 + index * 7).padStart(3, '0')} ${String(10 + index).padStart(2, '0')} ${String(40 + seed.contacts.length).padStart(2, '0')}`,
          smsConsent: role !== 'invoice',
          customer: row.id,
        });
      }
      if (index % 5 === 0) {
        const own = await agreements!.create({
          name: `${seed.name} 2026`,
          currency: 'SEK',
          status: 'active',
          validFrom: '2026-01-01',
          validTo: null,
          customer: row.id,
        });
        await replaceLines(trx, Number(own.id), [
          { ...GENERIC_LINES[0]!, unitPrice: 650_00 - index * 5_00 },
          { ...GENERIC_LINES[8]!, unitPrice: 465_00 },
        ]);
      }
    }
  });
};
