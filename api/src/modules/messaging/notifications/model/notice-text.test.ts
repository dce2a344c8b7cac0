import { noticeText } from './notice-text';

const facts = {
  company: 'Nordfrakt AB',
  jobNumber: 10042,
  plannedDate: '2026-11-27',
  at: '2026-11-27T13:05:00.000Z',
  place: 'Göteborg',
  signedBy: 'Eva Lund',
  link: 'https://office.example.se/jobs/trackJob?token=abc',
};

describe('the text of a notice', () => {
  it('is written in Swedish with Swedish dates and times on the office clock', () => {
    const text = noticeText('delivered', 'sms', 'sv', facts);
    expect(text.body).toBe(
      'Nordfrakt AB: 10042 är levererad 2026-11-27 14:05, kvitterad av Eva Lund. Kvittens: https://office.example.se/jobs/trackJob?token=abc',
    );
    expect(text.subject).toBeNull();
  });

  it('is written in English for an English reader, with a subject by e-mail', () => {
    const text = noticeText('eta_moved', 'email', 'en', facts);
    expect(text.subject).toBe('New ETA for job 10042');
    expect(text.body).toContain('The expected arrival of job 10042 is now 27 Nov 2026, 14:05.');
    expect(text.body).toContain('Follow the delivery here: https://office.example.se/jobs/trackJob?token=abc');
  });

  it('says delivered without a signature when no proof was taken', () => {
    expect(noticeText('delivered', 'sms', 'en', { ...facts, signedBy: null }).body).toBe(
      'Nordfrakt AB: 10042 was delivered 27 Nov 2026, 14:05. Follow it: https://office.example.se/jobs/trackJob?token=abc',
    );
  });
});
