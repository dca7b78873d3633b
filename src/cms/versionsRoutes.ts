/**
 * Payload answers the versions routes of a collection or global that keeps no versions
 * (`/api/media/versions/1`, `/api/globals/front-page/versions`) with a 500: it asks the database for a
 * table that does not exist. Such an address names nothing: a 404, before Payload is asked.
 */
import type { SanitizedConfig } from 'payload';

export type Versioned = { collections: ReadonlySet<string>; globals: ReadonlySet<string> };

/** The collections and globals that keep versions. */
export function versioned(config: Pick<SanitizedConfig, 'collections' | 'globals'>): Versioned {
  return {
    collections: new Set(config.collections.filter((c) => Boolean(c.versions)).map((c) => c.slug)),
    globals: new Set(config.globals.filter((g) => Boolean(g.versions)).map((g) => g.slug)),
  };
}

/** Whether `pathname` is a versions route of a collection or global without versions. Pure. */
export function isMissingVersionsRoute(pathname: string, known: Versioned): boolean {
  const global = /^\/api\/globals\/([^/]+)\/versions(?:\/|$)/.exec(pathname);
  if (global) return !known.globals.has(decodeURIComponent(global[1]!));
  const collection = /^\/api\/([^/]+)\/versions(?:\/|$)/.exec(pathname);
  if (collection && collection[1] !== 'globals') return !known.collections.has(decodeURIComponent(collection[1]!));
  return false;
}

export function notFound(): Response {
  return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
}
