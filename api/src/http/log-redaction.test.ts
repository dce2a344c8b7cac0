import { REDACTED, redactHeaders, redactUrl } from './log-redaction';

describe('log redaction', () => {
  it('replaces the values of secret query parameters, whatever their case or place, and keeps the rest', () => {
    expect(redactUrl('/api/events/feed.ics?token=abc')).toBe(`/api/events/feed.ics?token=${REDACTED}`);
    expect(redactUrl('/cb?state=1&Code=abc&x=2#frag')).toBe(`/cb?state=1&Code=${REDACTED}&x=2#frag`);
    expect(redactUrl('/a?access_token=abc&access_token=def')).toBe(`/a?access_token=${REDACTED}&access_token=${REDACTED}`);
    expect(redactUrl('/a?filters[token][$eq]=abc&sort=id')).toBe(`/a?filters[token][$eq]=${REDACTED}&sort=id`);
    expect(redactUrl('/a?%74oken=abc&%E0=1')).toBe(`/a?%74oken=${REDACTED}&%E0=1`);
    expect(redactUrl('/a?token')).toBe(`/a?token=${REDACTED}`);
  });

  it('leaves a URL without secrets as it is', () => {
    for (const url of ['/api/jobs', '/api/jobs?', '/api/jobs?search=tokens&pagination[page]=2', '/a?tokenish=1'])
      expect(redactUrl(url)).toBe(url);
  });

  it('replaces secret headers of any case and keeps the others', () => {
    expect(redactHeaders({ Authorization: 'Bearer x', cookie: 'sid=1', accept: 'text/html' })).toEqual({
      Authorization: REDACTED,
      cookie: REDACTED,
      accept: 'text/html',
    });
  });
});
