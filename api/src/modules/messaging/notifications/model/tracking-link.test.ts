import { withheldLink, withLiveLink } from './tracking-link';

describe('the tracking link in a stored notice', () => {
  const url = 'https://office.example.se/jobs/trackJob?token=s3cret-token';

  it('is kept without its token and filled in as the message leaves', () => {
    const stored = `Följ den: ${withheldLink(url)}`;
    expect(stored).toBe('Följ den: https://office.example.se/jobs/trackJob?token=[redacted]');
    expect(withLiveLink(stored, url)).toBe(`Följ den: ${url}`);
  });

  it('leaves a text without the link as it is', () => {
    expect(withLiveLink('Nothing to fill in', url)).toBe('Nothing to fill in');
  });
});
