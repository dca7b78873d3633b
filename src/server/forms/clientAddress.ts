/**
 * The client's address for rate limiting. Next.js sets `x-forwarded-for` to the socket's address when
 * the request has none; a reverse proxy or load balancer appends the address it saw. The rightmost
 * entry is therefore the one added by the nearest trusted hop (README: deploy behind a proxy that
 * appends to X-Forwarded-For).
 */
export function clientAddress(headers: Pick<Headers, 'get'>): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').map((part) => part.trim()).filter(Boolean).at(-1);
  return last || headers.get('x-real-ip')?.trim() || 'unknown';
}
