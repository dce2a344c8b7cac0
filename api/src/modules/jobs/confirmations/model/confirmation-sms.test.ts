import { confirmationLink, confirmationSmsText, withheldConfirmationLink, withToken } from './confirmation-sms';

describe('the confirmation text message', () => {
  it('names the company, the job, the day, the first pickup and the link', () => {
    const link = confirmationLink('https://office.example.se/', 'abc_DEF-123');
    expect(link).toBe('https://office.example.se/jobs/confirmJob?token=abc_DEF-123');
    expect(
      confirmationSmsText(
        {
          company: 'Nordfrakt AB',
          jobNumber: 1042,
          plannedDate: '2026-11-24',
          firstPickup: 'Volvo Torslanda, Göteborg',
          link,
        },
        'en',
      ),
    ).toBe(
      'Nordfrakt AB: please confirm job 1042 on 24 Nov 2026 from Volvo Torslanda, Göteborg: https://office.example.se/jobs/confirmJob?token=abc_DEF-123',
    );
  });

  it('speaks Swedish to a Swedish reader, dates in the Swedish form', () => {
    expect(
      confirmationSmsText(
        { company: 'Nordfrakt AB', jobNumber: 1042, plannedDate: '2026-11-24', firstPickup: 'Volvo Torslanda, Göteborg', link: 'L' },
        'sv',
      ),
    ).toBe('Nordfrakt AB: bekräfta uppdrag 1042 den 2026-11-24 från Volvo Torslanda, Göteborg: L');
  });

  it('is stored with the link redacted and leaves with the token in that link only', () => {
    const stored = confirmationSmsText(
      {
        company: 'Firma ?token=[redacted]',
        jobNumber: 7,
        plannedDate: null,
        firstPickup: null,
        link: withheldConfirmationLink('https://office.example.se/'),
      },
      'en',
    );
    expect(stored).toBe('Firma ?token=[redacted]: please confirm job 7: https://office.example.se/jobs/confirmJob?token=[redacted]');
    expect(withToken(stored, 'abc_DEF-123')).toBe(
      'Firma ?token=[redacted]: please confirm job 7: https://office.example.se/jobs/confirmJob?token=abc_DEF-123',
    );
    expect(withToken('no link', 'abc')).toBe('no link');
  });

  it('leaves out what the job does not have', () => {
    expect(confirmationSmsText({ company: 'Nordfrakt AB', jobNumber: 7, plannedDate: null, firstPickup: null, link: 'L' }, 'en')).toBe(
      'Nordfrakt AB: please confirm job 7: L',
    );
  });
});
