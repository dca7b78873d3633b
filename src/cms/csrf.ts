/**
 * Origins whose browser requests may use the admin's session cookie (Payload's CSRF allowlist):
 * the site's own origin (`SITE_ORIGIN`, as the public pages use it), plus any listed in
 * `PAYLOAD_CSRF_ORIGINS` (comma-separated, e.g. a second host name of the same server).
 */
export function csrfOrigins(env: Record<string, string | undefined> = process.env): string[] {
  const listed = [env.SITE_ORIGIN ?? 'http://localhost:3000', ...(env.PAYLOAD_CSRF_ORIGINS ?? '').split(',')];
  const origins = listed
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => new URL(s).origin);
  return [...new Set(origins)];
}

/** Session cookies are `Secure` when the site is served over HTTPS. */
export function secureCookies(env: Record<string, string | undefined> = process.env): boolean {
  return (env.SITE_ORIGIN ?? '').startsWith('https://');
}
