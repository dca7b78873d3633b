/**
 * Size limits for request bodies sent to Payload's REST API, checked before Payload reads them.
 * Payload reads a JSON body whole, whatever its size, and its upload limit (busboy's `fileSize`) only
 * applies while the file streams in; a body whose declared length is already too large is answered
 * 413 at once, without reading it. A multipart body is read here (up to its limit) for the same reason
 * a JSON one is: Payload parses its `_payload` field with a bare `JSON.parse`, so a field that is not a
 * JSON object was a 500 (payload/dist/utilities/addDataAndFileToRequest.js).
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

function badRequest(message: string): Response {
  return Response.json(
    { errors: [{ message }] },
    { status: 400, headers: { 'Cache-Control': 'no-store' } },
  );
}

export const UNREADABLE_FORM_MESSAGE = 'The form data could not be read.';
export const UNREADABLE_PAYLOAD_MESSAGE = "The form's _payload field must be a JSON object of the document's fields.";

/**
 * Why a multipart body cannot be handed to Payload, or null when it can: the form must parse, and its
 * `_payload` field, when sent, must be one JSON object (Payload ignores a repeated one, saving nothing).
 */
async function multipartProblem(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<string | null> {
  // The parser matches the media type case-sensitively: give it in lower case, parameters kept.
  const semicolon = contentType.indexOf(';');
  const type = semicolon < 0 ? contentType.toLowerCase() : contentType.slice(0, semicolon).toLowerCase() + contentType.slice(semicolon);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    return UNREADABLE_FORM_MESSAGE;
  }
  const values = form.getAll('_payload');
  if (values.length === 0) return null;
  const [value] = values;
  if (values.length > 1 || typeof value !== 'string') return UNREADABLE_PAYLOAD_MESSAGE;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return UNREADABLE_PAYLOAD_MESSAGE;
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? null : UNREADABLE_PAYLOAD_MESSAGE;
}

export const UNSUPPORTED_TYPE_MESSAGE = 'Send the body as JSON (application/json), or as a form with files (multipart/form-data).';

function unsupportedType(): Response {
  return Response.json({ errors: [{ message: UNSUPPORTED_TYPE_MESSAGE }] }, { status: 415, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * The request to hand to Payload, or a 413 (or 400, or 415 for a body neither JSON nor multipart) answer. A declared length over the limit is refused
 * before reading. A JSON body is read (up to the limit) and parsed here, since Payload answers a body
 * that does not parse with "An unknown error occurred." and one that is not an object with a 500. A
 * multipart body (an upload, or the admin's form) is read up to the upload limit and its `_payload`
 * field checked: one that is not a JSON object gets a 400 (Payload answered 500, before any access check).
 */
export async function limitRequestBody(request: Request): Promise<Request | Response> {
  if (WITHOUT_BODY.has(request.method) || !request.body) return request;
  const limit = bodyLimit(request.headers);
  const length = declaredLength(request.headers);
  if (length !== null && length > limit) return tooLarge(request.headers);
  const bytes = await readUpTo(request.body, limit);
  if (!bytes) return tooLarge(request.headers);
  if (isMultipart(request.headers)) {
    const problem = await multipartProblem(bytes, request.headers.get('content-type') ?? '');
    return problem ? badRequest(problem) : new Request(request.url, { method: request.method, headers: request.headers, body: bytes as BodyInit });
  }
  // Payload reads JSON and multipart forms only: any other body (text, a URL-encoded form) was a 500.
  // Except a query sent as a form in a POST that asks to be read as a GET: the admin's relationship
  // and upload fields list their choices that way (stories, staff, photos, accounts).
  if (!isJson(request.headers) && bytes.length > 0 && !isQueryAsForm(request)) return unsupportedType();
  if (isJson(request.headers)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      return badRequest('The request body is not valid JSON.');
    }
    // Payload reads the body as a document's fields: a string, list or number there is a 500.
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return badRequest('The request body must be a JSON object.');
    }
  }
  return new Request(request.url, { method: request.method, headers: request.headers, body: bytes as BodyInit });
}
