import { describe, expect, it } from 'vitest';
import {
  adminContentSecurityPolicy,
  adminHeaders,
  contentSecurityPolicy,
  payloadApiHeaders,
  securityHeaders,
  type SecurityOptions,
} from './securityHeaders';

const base: SecurityOptions = {
  adsEnabled: false,
  https: false,
  feedOrigins: ['https://rss.app'],
  coverOrigin: 'https://covers.openlibrary.org',
  adHosts: ['https://pagead2.googlesyndication.com', 'https://googleads.g.doubleclick.net'],
};

function directive(csp: string, name: string): string[] {
  const found = csp.split('; ').find((d) => d.startsWith(`${name} `) || d === name);
  return found ? found.split(' ').slice(1) : [];
}

describe('contentSecurityPolicy', () => {
  it('allows the ad network only when a client is configured', () => {
    const off = contentSecurityPolicy(base);
    expect(off).not.toContain('googlesyndication');
    const on = contentSecurityPolicy({ ...base, adsEnabled: true });
    expect(directive(on, 'script-src')).toContain('https://pagead2.googlesyndication.com');
    expect(directive(on, 'frame-src')).toContain('https://googleads.g.doubleclick.net');
  });

  it('frames only the feed hosts and is never framed itself', () => {
    const csp = contentSecurityPolicy(base);
    expect(directive(csp, 'frame-src')).toEqual(['https://rss.app']);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  });

  it('allows covers from their host and media only from us', () => {
    const csp = contentSecurityPolicy(base);
    expect(directive(csp, 'img-src')).toContain('https://covers.openlibrary.org');
    expect(directive(csp, 'media-src')).toEqual(["'self'"]);
  });

  it('upgrades insecure requests and sends HSTS only over HTTPS', () => {
    expect(contentSecurityPolicy(base)).not.toContain('upgrade-insecure-requests');
    expect(securityHeaders(base).map((h) => h.key)).not.toContain('Strict-Transport-Security');
    const https = { ...base, https: true };
    expect(contentSecurityPolicy(https)).toContain('upgrade-insecure-requests');
    expect(securityHeaders(https).find((h) => h.key === 'Strict-Transport-Security')?.value).toMatch(/max-age=\d+/);
  });

  it('sends the fixed headers', () => {
    const h = Object.fromEntries(securityHeaders(base).map((x) => [x.key, x.value]));
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(h['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(h['Permissions-Policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  });
});

describe('admin headers', () => {
  it('give the admin blob: previews and workers without adding them to the public policy', () => {
    const admin = adminContentSecurityPolicy(base);
    expect(directive(admin, 'img-src')).toContain('blob:');
    expect(directive(admin, 'worker-src')).toContain('blob:');
    expect(directive(admin, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(admin, 'object-src')).toEqual(["'none'"]);
    const publicCsp = contentSecurityPolicy(base);
    expect(publicCsp).not.toContain('blob:');
    expect(directive(publicCsp, 'worker-src')).toEqual([]);
  });

  it('keep the admin and its API out of caches and search engines', () => {
    const admin = Object.fromEntries(adminHeaders(base).map((h) => [h.key, h.value]));
    expect(admin['Cache-Control']).toBe('no-store');
    expect(admin['X-Robots-Tag']).toBe('noindex, nofollow');
    const api = Object.fromEntries(payloadApiHeaders().map((h) => [h.key, h.value]));
    expect(api['Cache-Control']).toBe('no-store');
  });
});
