/**
 * Payload's REST API (`/api/users/login`, `/api/stories`, ...). Our own route handlers under
 * src/app/api/ are static folders, which Next.js resolves before this catch-all. A path that does not
 * decode (`/api/stream/%`) gets its 400 from src/proxy.ts: Next.js fails on it before this handler.
 * Bodies over the limits of src/cms/bodyLimits.ts get a 413 before Payload reads them.
 */
import config from '@payload-config';
import '@payloadcms/next/css';
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes';
import { limitRequestBody } from '@/cms/bodyLimits';
import { headFromGet } from '@/cms/headFromGet';
import { withSignInLimit } from '@/cms/signInLimit';

type Handler = ReturnType<typeof REST_POST>;

/** Payload's handler, behind the body size limits. */
function limited(handler: Handler): Handler {
  return async (request, args) => {
    const checked = await limitRequestBody(request);
    return checked instanceof Response ? checked : handler(checked, args);
  };
}

export const GET = REST_GET(config);
/** Payload has no HEAD routes: GET's answer without its body (a photo's file answered HEAD with a 404). */
export const HEAD = headFromGet(GET);
/** Sign-ins and password reset requests are counted first (src/cms/signInLimit.ts). */
export const POST = limited(withSignInLimit(REST_POST(config)));
export const DELETE = REST_DELETE(config);
export const PATCH = limited(REST_PATCH(config));
export const PUT = limited(REST_PUT(config));
export const OPTIONS = REST_OPTIONS(config);
