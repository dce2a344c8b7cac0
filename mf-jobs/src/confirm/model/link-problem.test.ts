import { confirmationCatalogue, createPlainTranslator } from '@haulage/shared/i18n';
import { isPassing, problemOf, problemText } from './link-problem';

const en = createPlainTranslator('en', confirmationCatalogue);
const sv = createPlainTranslator('sv', confirmationCatalogue);

const error = (status: number, name: string, message: string, details: Record<string, unknown> = {}) => ({
  data: null,
  error: { status, name, message, details },
});

describe('problemOf', () => {
  it('reads each refusal of the confirmation link', () => {
    expect(problemOf(404, error(404, 'NotFoundError', 'This link is not valid'))).toEqual({ problem: 'unknown' });
    expect(
      problemOf(409, error(409, 'ConflictError', 'This link has already been used', { response: 'declined', language: 'en' })),
    ).toEqual({ problem: 'used', usedWith: 'declined', language: 'en' });
    expect(problemOf(409, error(409, 'ConflictError', 'This link has already been used'))).toEqual({ problem: 'used' });
    expect(problemOf(410, error(410, 'ApplicationError', 'This link has expired', { reason: 'expired', language: 'sv' }))).toEqual({
      problem: 'expired',
      language: 'sv',
    });
    expect(problemOf(410, error(410, 'ApplicationError', 'This job has been cancelled', { reason: 'cancelled' }))).toEqual({
      problem: 'cancelled',
    });
    expect(problemOf(429, error(429, 'RateLimitError', 'Too many requests, please try again later.'))).toEqual({ problem: 'rateLimited' });
  });

  it('takes anything else, even without a body, as the server’s trouble', () => {
    expect(problemOf(500, null)).toEqual({ problem: 'failed' });
    expect(problemOf(502, '<html>')).toEqual({ problem: 'failed' });
    expect(problemOf(409, { error: { details: { response: 'maybe', language: 'de' } } })).toEqual({ problem: 'used' });
  });
});

describe('problemText', () => {
  it('says what was answered with a used link when it is known', () => {
    expect(problemText(en, { problem: 'used', usedWith: 'confirmed' }).text).toMatch(/^The job was confirmed with this link/);
    expect(problemText(sv, { problem: 'used', usedWith: 'declined' }).text).toMatch(/^Uppdraget avböjdes med den här länken/);
    expect(problemText(en, { problem: 'used' }).text).toMatch(/already been answered/);
  });

  it('gives every problem a heading of its own, in both languages', () => {
    const problems = ['unknown', 'used', 'expired', 'cancelled', 'rateLimited', 'offline', 'failed'] as const;
    for (const t of [en, sv]) {
      const titles = problems.map((problem) => problemText(t, { problem }).title);
      expect(titles.filter((title) => title.startsWith('page.'))).toEqual([]);
      expect(new Set(titles).size).toBe(problems.length);
    }
  });
});

describe('isPassing', () => {
  it('offers a retry only for problems of the moment', () => {
    expect(['rateLimited', 'offline', 'failed'].every((p) => isPassing(p as 'failed'))).toBe(true);
    expect(['unknown', 'used', 'expired', 'cancelled'].some((p) => isPassing(p as 'unknown'))).toBe(false);
  });
});
