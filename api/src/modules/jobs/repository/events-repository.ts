import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

type Db = Kysely<Database>;

/** Real jobs planned in the range (no drafts, templates or cancelled ones). */
export const jobsInRange = (db: Db, from: string, to: string) =>
  db
    .selectFrom('jobs as j')
    .innerJoin('customers as c', 'c.id', 'j.customer_id')
    .select(['j.document_id', 'j.job_number', 'j.planned_date', 'j.status', 'c.company_name'])
    .where('j.kind', '=', 'job')
    .where('j.status', 'not in', ['draft', 'cancelled'])
    .where('j.planned_date', '>=', from)
    .where('j.planned_date', '<=', to)
    .orderBy('j.planned_date')
    .orderBy('j.job_number')
    .execute();

export const truckDatesInRange = (db: Db, from: string, to: string) =>
  db
    .selectFrom('trucks')
    .select(['document_id', 'truck_name', 'tech_inspection_date', 'tachograph_inspection_date', 'insurance_expiry_date'])
    .where('truck_status', '!=', 'sold')
    .where((eb) =>
      eb.or(
        ['tech_inspection_date', 'tachograph_inspection_date', 'insurance_expiry_date'].map((c) =>
          eb.and([eb(c as 'tech_inspection_date', '>=', from), eb(c as 'tech_inspection_date', '<=', to)]),
        ),
      ),
    )
    .execute();

export const driverDatesInRange = (db: Db, from: string, to: string) =>
  db
    .selectFrom('drivers')
    .select([
      'document_id',
      'first_name',
      'last_name',
      'licence_expiry_date',
      'code95_expiry_date',
      'driver_card_expiry_date',
      'adr_expiry_date',
    ])
    .where((eb) =>
      eb.or(
        ['licence_expiry_date', 'code95_expiry_date', 'driver_card_expiry_date', 'adr_expiry_date'].map((c) =>
          eb.and([eb(c as 'licence_expiry_date', '>=', from), eb(c as 'licence_expiry_date', '<=', `${to}`)]),
        ),
      ),
    )
    .execute();

const shiftDay = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A user's own events that may overlap the range (an event without an end is a point in time);
 * each person's calendar entries are theirs alone. Times are saved with any offset, so the text
 * comparison looks a day further each way and calendarEvents keeps those that overlap in time.
 */
export const userEventsInRange = (db: Db, from: string, to: string, ownerId: number) =>
  db
    .selectFrom('user_events')
    .select(['document_id', 'title', 'description', 'starts_at', 'ends_at', 'all_day'])
    .where('owner_id', '=', ownerId)
    .where('starts_at', '<=', `${shiftDay(to, 1)}T23:59:59.999Z`)
    .where((eb) =>
      eb.or([
        eb('ends_at', '>=', `${shiftDay(from, -1)}T00:00:00.000Z`),
        eb.and([eb('ends_at', 'is', null), eb('starts_at', '>=', `${shiftDay(from, -1)}T00:00:00.000Z`)]),
      ]),
    )
    .orderBy('starts_at')
    .execute();

/** Who wrote a user event (null: no such event). */
export const userEventOwner = async (db: Db, id: number): Promise<number | null> =>
  (await db.selectFrom('user_events').select('owner_id').where('id', '=', id).executeTakeFirst())?.owner_id ?? null;
