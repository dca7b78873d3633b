/**
 * Size limits for request bodies sent to Payload's REST API, checked before Payload reads them.
 * Payload reads a JSON body whole, whatever its size, and its upload limit (busboy's `fileSize`) only
 * applies while the file streams in; a body whose declared length is already too large is answered
 * 413 at once, without reading it.
 */
import { readUpTo } from '@/server/http/readBody';

/** Largest photo (a camera's full-size JPEG fits). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** Room for a multipart body's other fields (`_payload`, alt text...) and boundaries around the file. */
export const MULTIPART_OVERHEAD_BYTES = 256 * 1024;
/** Largest JSON body: a long story's rich text is a few hundred kilobytes. */
export const MAX_JSON_BYTES = 1024 * 1024;

const WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE']);

function isMultipart(headers: Headers): boolean {
  return (headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

/** The largest body accepted for a request with these headers. */
export function bodyLimit(headers: Headers): number {
  return isMultipart(headers) ? MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES : MAX_JSON_BYTES;
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/** Payload's own error shape, so that API clients read one format. */
export function tooLarge(headers: Headers): Response {
  const message = isMultipart(headers)
    ? `The upload is too large: photos may be up to ${megabytes(MAX_UPLOAD_BYTES)}.`
    : `The request body is too large: at most ${megabytes(MAX_JSON_BYTES)}.`;
  return Response.json(
    { errors: [{ message }] },
    // Close the connection: the rest of the body is not read.
    { status: 413, headers: { 'Cache-Control': 'no-store', Connection: 'close' } },
  );
}

/** The declared Content-Length when it is a valid number, else null. */
export function declaredLength(headers: Headers): number | null {
  const value = headers.get('content-length');
  return value !== null && /^\d+$/.test(value.trim()) ? Number(value) : null;
}

function isJson(headers: Headers): boolean {
  return /^application\/(.+\+)?json\b/i.test(headers.get('content-type') ?? '');
}

/**
 * A POST that Payload reads as a GET, its query in a URL-encoded body (`X-Payload-HTTP-Method-Override`
 * or `X-HTTP-Method-Override: GET`, payload/dist/utilities/handleEndpoints.js).
 */
export function isQueryAsForm(request: Request): boolean {
  const override = request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override');
  return (
    request.method === 'POST' &&
    override === 'GET' &&
    (request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')
  );
}

function badJson(message: string): Response {
  return Response.json(
    { errors: [{ message }] },
    { status: 400, headers: { 'Cache-Control': 'no-store' } },
  );
}

export const UNSUPPORTED_TYPE_MESSAGE = 'Send the body as JSON (application/json), or as a form with files (multipart/form-data).';

function unsupportedType(): Response {
  return Response.json({ errors: [{ message: UNSUPPORTED_TYPE_MESSAGE }] }, { status: 415, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * The request to hand to Payload, or a 413 (or 400, or 415 for a body neither JSON nor multipart) answer. A declared length over the limit is refused
 * before reading. A JSON body is read (up to the limit) and parsed here, since Payload answers a body
 * that does not parse with "An unknown error occurred." and one that is not an object with a 500; an upload is left to Payload unread, its
 * streaming limit answering 413 when no length was declared.
 */
export async function limitRequestBody(request: Request): Promise<Request | Response> {
  if (WITHOUT_BODY.has(request.method) || !request.body) return request;
  const limit = bodyLimit(request.headers);
  const length = declaredLength(request.headers);
  if (length !== null && length > limit) return tooLarge(request.headers);
  if (isMultipart(request.headers)) return request;
  const bytes = await readUpTo(request.body, limit);
  if (!bytes) return tooLarge(request.headers);
  // Payload reads JSON and multipart forms only: any other body (text, a URL-encoded form) was a 500.
  // Except a query sent as a form in a POST that asks to be read as a GET: the admin's relationship
  // and upload fields list their choices that way (stories, staff, photos, accounts).
  if (!isJson(request.headers) && bytes.length > 0 && !isQueryAsForm(request)) return unsupportedType();
  if (isJson(request.headers)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      return badJson('The request body is not valid JSON.');
    }
    // Payload reads the body as a document's fields: a string, list or number there is a 500.
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return badJson('The request body must be a JSON object.');
    }
  }
  return new Request(request.url, { method: request.method, headers: request.headers, body: bytes as BodyInit });
}
