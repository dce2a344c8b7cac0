import { createId } from '@paralleldrive/cuid2';
import type { Kysely } from 'kysely';
import { fillSearchText } from '../../../content';
import type { Database } from '../../../db/database';

const BATCH = 400;
const CITIES = ['Göteborg', 'Stockholm', 'Malmö', 'Jönköping', 'Örebro', 'Borås', 'Västerås'];
const FIRST_NAMES = ['Anna', 'Erik', 'Maria', 'Lars', 'Karin', 'Johan', 'Eva', 'Anders'];
const LAST_NAMES = ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Öberg'];

/**
 * Adds `n` customers with one booking contact each, in batched inserts (for load tests and list
 * benchmarks). Names continue after the customers already present.
 */
export const seedManyCustomers = async (db: Kysely<Database>, n: number, now = new Date()): Promise<number> => {
  const existing = await db
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  const offset = Number(existing?.n ?? 0);
  const stamp = now.toISOString();
  const entry = () => ({ document_id: createId(), created_at: stamp, updated_at: stamp, published_at: stamp });
  for (let start = 0; start < n; start += BATCH) {
    const size = Math.min(BATCH, n - start);
    const rows = Array.from({ length: size }, (_, j) => {
      const k = offset + start + j;
      return {
        ...entry(),
        company_name: `Kund ${String(k).padStart(5, '0')} Transport AB`,
        company_address: `Hamngatan ${(k % 90) + 1}, ${CITIES[k % CITIES.length]}`,
        email_address: `info@kund${k}.example`,
        phone_number: `031-${String(100000 + k).slice(-6)}`,
        customer_status: k % 17 === 16 ? 'inactive' : 'active',
      };
    });
    const inserted = await db.insertInto('customers').values(rows).returning('id').execute();
    const contacts = inserted.map((row, j) => ({
      ...entry(),
      customer_id: row.id,
      first_name: FIRST_NAMES[(start + j) % FIRST_NAMES.length]!,
      last_name: LAST_NAMES[(start + j) % LAST_NAMES.length]!,
      role: 'booking',
    }));
    await db.insertInto('customer_contacts').values(contacts).execute();
  }
  await fillSearchText(db);
  return n;
};
