import { confirmationViewSchema } from '@haulage/shared/contracts';
import { answer, send, world, type World } from './confirmation-fixtures';

describe('a confirmation in the language of the person texted', () => {
  let w: World;
  beforeEach(async () => {
    w = await world();
  });
  afterEach(async () => w.t.close());

  it('asks in the contact’s own language: English for a contact set to English', async () => {
    expect((await w.client.put(`/api/customer-contacts/${w.contact.documentId}`, { language: 'en' })).status).toBe(200);
    expect((await send(w)).status).toBe(201);
    await w.t.app.smsOutbox.runOnce();
    expect(w.sent[0]!.body).toMatch(
      new RegExp(`^Nordfrakt AB: please confirm job ${w.job.jobNumber} on \\d{1,2} [A-Z][a-z]{2} \\d{4} from `),
    );
  });

  it('opens the page in the language of the person texted: the customer’s, unless the contact has their own', async () => {
    const viewOf = async (res: { body: { meta: { confirmationUrl: string } } }) => {
      const token = new URL(res.body.meta.confirmationUrl).searchParams.get('token')!;
      return { token, view: await w.t.app.inject({ method: 'GET', url: `/api/jobs/confirm-sms?token=${token}` }) };
    };
    expect((await w.client.put(`/api/customers/${w.customer.documentId}`, { language: 'en' })).status).toBe(200);
    const first = await viewOf(await send(w));
    expect(first.view.json().data).toMatchObject({ jobNumber: w.job.jobNumber, language: 'en' });
    // Exactly the contract the OpenAPI document gives: nothing else of the job rides along.
    expect(confirmationViewSchema.safeParse(first.view.json().data).error).toBeUndefined();

    await w.client.put(`/api/customer-contacts/${w.contact.documentId}`, { language: 'sv' });
    const second = await viewOf(await send(w));
    expect(second.view.json().data.language).toBe('sv');
    // The replaced link's refusal names the language, so the page explains it in the reader's words.
    const replaced = await w.t.app.inject({ method: 'GET', url: `/api/jobs/confirm-sms?token=${first.token}` });
    expect(replaced.statusCode).toBe(410);
    expect(replaced.json().error.details).toEqual({ reason: 'expired', language: 'sv' });

    // Another contact at the same number, named when asking, reads the page in their own language.
    await w.client.put(`/api/customers/${w.customer.documentId}`, { language: 'sv' });
    const colleague = (
      await w.client.post('/api/customer-contacts', {
        firstName: 'Bo',
        lastName: 'Ek',
        phoneNumber: '+46 70 123 45 67',
        smsConsent: true,
        language: 'en',
        customer: w.customer.documentId,
      })
    ).body.data;
    const third = await viewOf(await send(w, { contact: colleague.documentId }));
    expect(third.view.json().data.language).toBe('en');
    expect((await answer(w.t.app, { token: third.token, response: 'confirmed' })).statusCode).toBe(200);
    const used = await w.t.app.inject({ method: 'GET', url: `/api/jobs/confirm-sms?token=${third.token}` });
    expect(used.statusCode).toBe(409);
    expect(used.json().error.details).toEqual({ response: 'confirmed', language: 'en' });
  });
});
