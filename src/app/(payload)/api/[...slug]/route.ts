/**
 * Payload's REST API (`/api/users/login`, `/api/stories`, ...). Our own route handlers under
 * src/app/api/ are static folders, which Next.js resolves before this catch-all. A path that does not
 * decode (`/api/stream/%`) gets its 400 from src/proxy.ts: Next.js fails on it before this handler.
 * Bodies over the limits of src/cms/bodyLimits.ts get a 413 before Payload reads them; the versions
 * routes of what keeps no versions a 404 (Payload answered 500).
 */
import config from '@payload-config';
import '@payloadcms/next/css';
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes';
import { limitRequestBody } from '@/cms/bodyLimits';
import { headFromGet } from '@/cms/headFromGet';
import { withSignInLimit } from '@/cms/signInLimit';
import { isMissingVersionsRoute, notFound, versioned, type Versioned } from '@/cms/versionsRoutes';

type Handler = ReturnType<typeof REST_POST>;

let known: Promise<Versioned> | null = null;

/** Payload's handler, with a 404 for the versions routes of what keeps no versions (src/cms/versionsRoutes.ts). */
function withVersionsChecked(handler: Handler): Handler {
  return async (request, args) => {
    known ??= Promise.resolve(config).then(versioned);
    return isMissingVersionsRoute(new URL(request.url).pathname, await known) ? notFound() : handler(request, args);
  };
}

/** Payload's handler, behind the body size limits. */
function limited(handler: Handler): Handler {
  return async (request, args) => {
    const checked = await limitRequestBody(request);
    return checked instanceof Response ? checked : handler(checked, args);
  };
}

export const GET = withVersionsChecked(REST_GET(config));
/** Payload has no HEAD routes: GET's answer without its body (a photo's file answered HEAD with a 404). */
export const HEAD = headFromGet(GET);
/** Sign-ins and password reset requests are counted first (src/cms/signInLimit.ts). */
export const POST = withVersionsChecked(limited(withSignInLimit(REST_POST(config))));
export const DELETE = withVersionsChecked(REST_DELETE(config));
export const PATCH = withVersionsChecked(limited(REST_PATCH(config)));
export const PUT = withVersionsChecked(limited(REST_PUT(config)));
export const OPTIONS = REST_OPTIONS(config);
