import { createId } from '@paralleldrive/cuid2';
import type { DriverAppHost, SignedInUser } from './driver-host';
import { HttpError, notFound } from '../../../../http/errors';
import { enqueueSms, toE164 } from '../../../messaging/index';
import { findUserOfDriver, sessionForUser } from '../../../auth/index';
import { hashConfirmationToken } from '../../confirmations/model/confirmation-token';
import { WITHHELD_TOKEN } from '../../confirmations/model/confirmation-sms';
import { byRef } from '../../repository/jobs-repository';
import {
  DRIVER_SIGN_IN_SMS,
  SIGN_IN_LINK_TTL_HOURS,
  SIGN_IN_LINKS_PER_HOUR,
  signInLinkState,
  signInLinkUrl,
  signInSmsText,
  signInToken,
} from '../model/sign-in-link';
import { refusedField } from './driver-action';

const invalidLink = () =>
  new HttpError(400, 'ValidationError', 'This sign-in link is not valid', {
    errors: [{ path: ['token'], message: 'This sign-in link is not valid', name: 'ValidationError' }],
  });

/**
 * POST /api/drivers/:id/sign-in-link: a single-use link for the driver's user, its text in the
 * outbox (the token is filled in only as it leaves), in one transaction; then the outbox is woken.
 */
export const sendSignInLink = async (app: DriverAppHost, sender: SignedInUser, driverRef: string) => {
  const [column, value] = byRef(driverRef);
  const driver = await app.db
    .selectFrom('drivers')
    .select(['id', 'document_id', 'first_name', 'last_name', 'phone_number'])
    .where(column, '=', value)
    .executeTakeFirst();
  if (!driver) throw notFound('The driver does not exist');
  const user = await findUserOfDriver(app.db, Number(driver.id));
  if (!user || user.type !== 'driver') throw refusedField('driver', 'The driver has no user: create a driver user for them first');
  if (user.blocked) throw refusedField('driver', 'The driver’s user is blocked');
  const phone = toE164(driver.phone_number);
  if (!phone) throw refusedField('phoneNumber', `${driver.first_name} ${driver.last_name} has no mobile number to text`);
  const now = new Date();
  const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
  const recent = await app.db
    .selectFrom('driver_sign_in_links')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', Number(user.id))
    .where('created_at', '>', hourAgo)
    .executeTakeFirst();
  if (Number(recent?.n ?? 0) >= SIGN_IN_LINKS_PER_HOUR)
    throw new HttpError(429, 'RateLimitError', `At most ${SIGN_IN_LINKS_PER_HOUR} sign-in links an hour for one driver`, {});
  const documentId = createId();
  const token = signInToken(app.config.jwtSecret, documentId);
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_TTL_HOURS * 3_600_000).toISOString();
  const body = signInSmsText(app.config.companyName, signInLinkUrl(app.config.appUrl, WITHHELD_TOKEN));
  await app.db.transaction().execute(async (trx) => {
    const sms = await enqueueSms(trx, { to: phone, body, relatedType: DRIVER_SIGN_IN_SMS, relatedDocumentId: documentId });
    await trx
      .insertInto('driver_sign_in_links')
      .values({
        document_id: documentId,
        user_id: Number(user.id),
        token_hash: hashConfirmationToken(token),
        phone,
        sms_message_id: sms.id,
        sent_by: Number(sender.id),
        expires_at: expiresAt,
        used_at: null,
        created_at: at,
        updated_at: at,
        published_at: at,
      })
      .execute();
  });
  app.smsOutbox.wake();
  return {
    data: { driver: driver.document_id, phone, expiresAt },
    // Once, to the office user who gave access (as a confirmation link is), for handing it over
    // another way and to try a local install end to end; never stored, so never shown again.
    meta: { signInUrl: signInLinkUrl(app.config.appUrl, token) },
  };
};

/**
 * POST /api/driver/sign-in {token}: the link's token for a session, once. The link is marked used
 * by a conditional update, so two opens at once cannot both sign in.
 */
export const signInWithLink = async (app: DriverAppHost, token: string) => {
  const link = await app.db
    .selectFrom('driver_sign_in_links')
    .selectAll()
    .where('token_hash', '=', hashConfirmationToken(token))
    .executeTakeFirst();
  if (!link) throw invalidLink();
  const state = signInLinkState({ usedAt: link.used_at, expiresAt: link.expires_at }, new Date());
  if (state === 'used') throw refusedField('token', 'This sign-in link was already used: ask the office for a new one');
  if (state === 'expired') throw refusedField('token', 'This sign-in link has expired: ask the office for a new one');
  const at = new Date().toISOString();
  const claimed = await app.db
    .updateTable('driver_sign_in_links')
    .set({ used_at: at, updated_at: at })
    .where('id', '=', link.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw refusedField('token', 'This sign-in link was already used: ask the office for a new one');
  const session = await sessionForUser(app.db, app.config, Number(link.user_id), 'driver');
  if (!session) throw invalidLink();
  return { data: session };
};

/** The text as it leaves the outbox: the link with the real token. */
export const signInTokenFor = (app: DriverAppHost, linkDocumentId: string) => signInToken(app.config.jwtSecret, linkDocumentId);
