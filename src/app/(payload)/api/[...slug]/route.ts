/**
 * Payload's REST API (`/api/users/login`, `/api/stories`, ...). Our own route handlers under
 * src/app/api/ are static folders, which Next.js resolves before this catch-all. A path that does not
 * decode (`/api/stream/%`) gets a 400 here rather than Payload's 500.
 */
import config from '@payload-config';
import '@payloadcms/next/css';
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes';
import { refusingMalformedPaths } from '@/cms/wellFormedPath';

export const GET = refusingMalformedPaths(REST_GET(config));
export const POST = refusingMalformedPaths(REST_POST(config));
export const DELETE = refusingMalformedPaths(REST_DELETE(config));
export const PATCH = refusingMalformedPaths(REST_PATCH(config));
export const PUT = refusingMalformedPaths(REST_PUT(config));
export const OPTIONS = refusingMalformedPaths(REST_OPTIONS(config));
