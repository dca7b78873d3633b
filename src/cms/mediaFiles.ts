/**
 * How the photo files of the media library are answered (`/api/media/file/{name}`), in an upload handler
 * that runs after Payload's read access and before its own file streaming:
 * - A file that is not there gets a 404. Payload's own answer is a 500 ("Something went wrong."), so a
 *   reader's broken link or a crawler's old address looked like a server fault in the error logs.
 * - A file that is there is sent with validators (`ETag`, `Last-Modified`), so a browser or a cache whose
 *   copy is older than its hour asks again with `If-None-Match` and gets a 304 without the photo's bytes.
 *   Payload's answer carries neither, so every returning reader downloaded every photo again.
 * Byte ranges and formats the library does not store are left to Payload.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import fresh from 'fresh';
import type { CollectionBeforeOperationHook } from 'payload';

export const MISSING_FILE_MESSAGE = 'There is no photo file by that name.';

/** The formats the media library stores (collections/Media.ts), by file extension. */
const FILE_TYPES: Readonly<Record<string, string>> = {
  '.avif': 'image/avif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/** A file's validators: a weak ETag of its size and modification time, and that time. */
export function fileValidators(stats: Pick<Stats, 'size' | 'mtime'>): { etag: string; lastModified: string } {
  return {
    etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
    lastModified: stats.mtime.toUTCString(),
  };
}

function missingFile(): Response {
  return Response.json(
    { errors: [{ message: MISSING_FILE_MESSAGE }] },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );
}

/**
 * Whether a Range header asks for byte ranges Payload can serve. One that does not parse (`bytes=abc`) is
 * ignored and the whole file sent (RFC 9110 14.2), where Payload answered 416.
 */
export function isByteRange(range: string | null): boolean {
  return range !== null && /^bytes=(?:\d+-\d*|-\d+)(?:\s*,\s*(?:\d+-\d*|-\d+))*$/.test(range.trim());
}

/**
 * The answer to a request for `filename` in `staticDir`: a 404 when no such file is there; a 304 when the
 * request's validators match the file; the file otherwise. Nothing (Payload answers) when the name points
 * outside the folder (its 400), for a byte range, or for a format the library does not store.
 */
export async function answerFileRequest(
  staticDir: string,
  filename: string,
  request: { headers: Headers; method?: string },
  cacheControl: string,
): Promise<Response | undefined> {
  const dir = path.resolve(staticDir);
  const file = path.resolve(dir, filename);
  if (!file.startsWith(dir + path.sep)) return undefined;
  let stats: Stats;
  try {
    stats = await stat(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A name too long for the file system (ENAMETOOLONG) or one it cannot hold (EINVAL) names no file either.
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG' || code === 'EINVAL') return missingFile();
    throw error;
  }
  if (!stats.isFile()) return missingFile();
  const type = FILE_TYPES[path.extname(file).toLowerCase()];
  if (!type || isByteRange(request.headers.get('range'))) return undefined;

  const { etag, lastModified } = fileValidators(stats);
  const headers = new Headers({ 'Cache-Control': cacheControl, ETag: etag, 'Last-Modified': lastModified });
  const asked = {
    'if-none-match': request.headers.get('if-none-match') ?? undefined,
    'if-modified-since': request.headers.get('if-modified-since') ?? undefined,
    'cache-control': request.headers.get('cache-control') ?? undefined,
  };
  if (fresh(asked, { etag, 'last-modified': lastModified })) return new Response(null, { status: 304, headers });

  headers.set('Content-Type', type);
  headers.set('Content-Length', String(stats.size));
  headers.set('Accept-Ranges', 'bytes');
  const body = request.method === 'HEAD' ? null : (Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>);
  return new Response(body, { status: 200, headers });
}

/**
 * The name a photo uploaded through the admin or the API is stored under: the uploaded name with eight
 * random hex digits before the extension (`IMG_1234.jpg` → `IMG_1234-3f9a0c1d.jpg`; the sizes follow).
 * Files are answered to anyone who asks by name (the pages link them without a database query, decision
 * 0039), so a photo of a story not yet out could be fetched by guessing its camera or story name; this
 * one cannot be guessed.
 */
export function unguessableName(name: string, random: string): string {
  const dot = name.lastIndexOf('.');
  const [base, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  return `${base}-${random}${extension}`;
}

/** Media's beforeOperation hook: an upload through the REST API (the admin's too) gets an unguessable name. */
export const storeUnderUnguessableName: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if ((operation === 'create' || operation === 'update') && req.file && req.payloadAPI === 'REST') {
    req.file.name = unguessableName(req.file.name, randomBytes(4).toString('hex'));
  }
  return args;
};
