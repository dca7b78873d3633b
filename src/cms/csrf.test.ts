import { describe, expect, it } from 'vitest';
import { csrfOrigins, secureCookies } from './csrf';

describe('csrfOrigins', () => {
  it('trusts the site origin, plus the listed ones, as bare origins', () => {
    expect(csrfOrigins({ SITE_ORIGIN: 'https://dallaslocal.news/', PAYLOAD_CSRF_ORIGINS: 'https://www.dallaslocal.news, http://127.0.0.1:3170/admin' })).toEqual([
      'https://dallaslocal.news',
      'https://www.dallaslocal.news',
      'http://127.0.0.1:3170',
    ]);
  });

  it('defaults to the local server', () => {
    expect(csrfOrigins({})).toEqual(['http://localhost:3000']);
  });
});

describe('secureCookies', () => {
  it('marks session cookies Secure when the site is served over https', () => {
    expect(secureCookies({ SITE_ORIGIN: 'https://dallaslocal.news' })).toBe(true);
    expect(secureCookies({})).toBe(false);
  });
});
