/**
 * Dynamic route handlers answer a method they do not export with a bare 405 (Next.js adds no `Allow`
 * header there, RFC 9110 15.5.6 asks for one) and list every exported method in their automatic
 * OPTIONS answer. A dynamic route spreads `otherMethods([...])` into its exports to answer every other
 * method with a 405 that says what is allowed, and OPTIONS with the same list. Prerendered route
 * handlers (feeds, calendars, social cards) must export GET alone, or they would render per request;
 * Next.js answers their other methods with 405 and `Allow: GET, HEAD` itself.
 */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];
type Handler = () => Response;

export function allowHeader(allowed: readonly Method[]): string {
  const all = new Set<string>([...allowed, 'OPTIONS']);
  if (all.has('GET')) all.add('HEAD');
  return [...all].sort().join(', ');
}

export function otherMethods<const A extends Method>(allowed: readonly A[]): Record<Exclude<Method, A> | 'OPTIONS', Handler> {
  const allow = allowHeader(allowed);
  const notAllowed: Handler = () =>
    new Response('Method not allowed.', { status: 405, headers: { Allow: allow, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  const handlers: Partial<Record<Method | 'OPTIONS', Handler>> = { OPTIONS: () => new Response(null, { status: 204, headers: { Allow: allow } }) };
  for (const method of METHODS) if (!(allowed as readonly Method[]).includes(method)) handlers[method] = notAllowed;
  return handlers as Record<Exclude<Method, A> | 'OPTIONS', Handler>;
}
