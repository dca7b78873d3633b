import { readUpTo } from '@/server/http/readBody';
import { MAX_BODY_BYTES } from './limits';

/** Why a request body could not be read as a form: the HTTP status and a readable message. */
export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

async function readCapped(request: Request, max: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > max) throw new BodyError(413, 'The request is too large.');
  const bytes = request.body ? await readUpTo(request.body, max) : new Uint8Array(0);
  if (!bytes) throw new BodyError(413, 'The request is too large.');
  return bytes;
}

/** A Content-Type's media type (`type/subtype`, lower case, parameters dropped; RFC 9110 8.3.1). */
export function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
}

/**
 * Reads a form body (url-encoded, multipart or a flat JSON object of strings), refusing anything over
 * `max` bytes without reading further.
 */
export async function readForm(request: Request, max = MAX_BODY_BYTES): Promise<FormData> {
  const bytes = await readCapped(request, max);
  const type = request.headers.get('content-type') ?? '';
  const essence = mediaType(type);
  if (essence === 'application/json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      throw new BodyError(400, 'The request body is not valid JSON.');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BodyError(400, 'Send a JSON object of fields.');
    const form = new FormData();
    for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string') form.set(key, value);
    return form;
  }
  if (essence === 'application/x-www-form-urlencoded' || essence === 'multipart/form-data') {
    try {
      // The parser matches the media type case-sensitively: give it in lower case, parameters kept.
      return await new Response(bytes, { headers: { 'content-type': essence + type.slice(type.indexOf(';') < 0 ? type.length : type.indexOf(';')) } }).formData();
    } catch {
      throw new BodyError(400, 'The form data could not be read.');
    }
  }
  throw new BodyError(415, 'Send the form as application/x-www-form-urlencoded, multipart/form-data or JSON.');
}
