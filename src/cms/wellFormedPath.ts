/**
 * Whether an address's path decodes (every `%` starts a valid UTF-8 escape). Payload's REST handler
 * decodes the path itself and answers a malformed one with a 500; the route answers 400 first.
 */
export function hasWellFormedPath(url: string): boolean {
  try {
    decodeURIComponent(new URL(url).pathname);
    return true;
  } catch {
    return false;
  }
}

/** A route handler that answers 400 to a path that does not decode, and passes the rest on. */
export function refusingMalformedPaths<A extends unknown[]>(
  handler: (request: Request, ...rest: A) => Promise<Response>,
): (request: Request, ...rest: A) => Promise<Response> {
  return async (request, ...rest) =>
    hasWellFormedPath(request.url) ? handler(request, ...rest) : new Response('Malformed address', { status: 400 });
}
