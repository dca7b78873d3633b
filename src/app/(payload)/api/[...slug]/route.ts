/**
 * Payload's REST API (`/api/users/login`, `/api/stories`, ...). Our own route handlers under
 * src/app/api/ are static folders, which Next.js resolves before this catch-all. A path that does not
 * decode (`/api/stream/%`) gets its 400 from src/proxy.ts: Next.js fails on it before this handler.
 */
import config from '@payload-config';
import '@payloadcms/next/css';
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes';

export const GET = REST_GET(config);
export const POST = REST_POST(config);
export const DELETE = REST_DELETE(config);
export const PATCH = REST_PATCH(config);
export const PUT = REST_PUT(config);
export const OPTIONS = REST_OPTIONS(config);
