import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MISSING_FILE_MESSAGE, answerFileRequest, fileValidators, isByteRange, unguessableName } from './mediaFiles';

const dir = mkdtempSync(path.join(tmpdir(), 'media-files-'));
const photo = path.join(dir, 'photo-960x540.webp');
writeFileSync(photo, 'webp bytes');
const modified = new Date('2026-11-20T15:04:05.678Z');
utimesSync(photo, modified, modified);
writeFileSync(path.join(dir, 'notes.txt'), 'text');
mkdirSync(path.join(dir, 'folder'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CACHE = 'public, max-age=3600';
const get = (headers: Record<string, string> = {}, method = 'GET') => ({ headers: new Headers(headers), method });
const { etag, lastModified } = fileValidators(statSync(photo));

describe('fileValidators', () => {
  it("is a weak ETag of the file's size and modification time, and that time as an HTTP date", () => {
    expect(fileValidators({ size: 10, mtime: modified })).toEqual({
      etag: `W/"a-${modified.getTime().toString(16)}"`,
      lastModified: 'Fri, 20 Nov 2026 15:04:05 GMT',
    });
  });
});

describe('answerFileRequest', () => {
  it('sends a file that is there with its type, length, cache time and validators', async () => {
    const response = await answerFileRequest(dir, 'photo-960x540.webp', get(), CACHE);
    expect(response?.status).toBe(200);
    expect(Object.fromEntries(response!.headers)).toMatchObject({
      'content-type': 'image/webp',
      'content-length': '10',
      'cache-control': CACHE,
      etag,
      'last-modified': lastModified,
    });
    expect(await response!.text()).toBe('webp bytes');
  });

  it('answers a copy that is still current with a 304 and no bytes', async () => {
    const current: Record<string, string>[] = [{ 'if-none-match': etag }, { 'if-none-match': `"other", ${etag}` }, { 'if-modified-since': lastModified }];
    for (const headers of current) {
      const response = await answerFileRequest(dir, 'photo-960x540.webp', get(headers), CACHE);
      expect(response?.status, JSON.stringify(headers)).toBe(304);
      expect(response?.headers.get('etag')).toBe(etag);
      expect(response?.headers.get('cache-control')).toBe(CACHE);
      expect(await response?.text()).toBe('');
    }
  });

  it('sends the file again when the copy is another version or the client insists', async () => {
    const stale: Record<string, string>[] = [
      { 'if-none-match': 'W/"a-1"' },
      { 'if-modified-since': new Date(modified.getTime() - 60_000).toUTCString() },
      // If-None-Match wins over If-Modified-Since.
      { 'if-none-match': 'W/"a-1"', 'if-modified-since': lastModified },
      { 'if-none-match': etag, 'cache-control': 'no-cache' },
    ];
    for (const headers of stale) {
      const response = await answerFileRequest(dir, 'photo-960x540.webp', get(headers), CACHE);
      expect(response?.status, JSON.stringify(headers)).toBe(200);
      expect(await response?.text()).toBe('webp bytes');
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await answerFileRequest(dir, 'photo-960x540.webp', get({}, 'HEAD'), CACHE);
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-length')).toBe('10');
    expect(response?.body).toBeNull();
  });

  it('answers a file that is not there with a 404 and a message, never cached', async () => {
    for (const name of ['no-such-photo.webp', 'photo-960x540.webp/more', 'folder', `${'a'.repeat(300)}.png`]) {
      const response = await answerFileRequest(dir, name, get(), CACHE);
      expect(response?.status, name).toBe(404);
      expect(response?.headers.get('cache-control')).toBe('no-store');
      expect(await response?.json()).toEqual({ errors: [{ message: MISSING_FILE_MESSAGE }] });
    }
  });

  it("leaves byte ranges, other formats and names that lead out of the folder to Payload", async () => {
    expect(await answerFileRequest(dir, 'photo-960x540.webp', get({ range: 'bytes=0-3' }), CACHE)).toBeUndefined();
    expect(await answerFileRequest(dir, 'notes.txt', get(), CACHE)).toBeUndefined();
    expect(await answerFileRequest(dir, '../etc/passwd', get(), CACHE)).toBeUndefined();
    expect(await answerFileRequest(path.join(dir, 'folder'), '../photo-960x540.webp', get(), CACHE)).toBeUndefined();
  });
});

describe('isByteRange', () => {
  it('is a Range header Payload can serve, and not one that does not parse', async () => {
    for (const range of ['bytes=0-3', 'bytes=100-', 'bytes=-500', 'bytes=0-3, 10-20']) expect(isByteRange(range), range).toBe(true);
    for (const range of [null, 'bytes=abc', 'bytes=', 'items=0-3', 'bytes=0-3,']) expect(isByteRange(range), String(range)).toBe(false);
    // A Range that does not parse is ignored: the whole file, 200.
    const whole = await answerFileRequest(dir, 'photo-960x540.webp', get({ range: 'bytes=abc' }), CACHE);
    expect(whole?.status).toBe(200);
  });
});

describe('unguessableName', () => {
  it('puts the random part before the extension', () => {
    expect(unguessableName('IMG_1234.jpg', '3f9a0c1d')).toBe('IMG_1234-3f9a0c1d.jpg');
    expect(unguessableName('council.resignation.png', 'aa00bb11')).toBe('council.resignation-aa00bb11.png');
    expect(unguessableName('photo', '01234567')).toBe('photo-01234567');
    expect(unguessableName('.webp', '01234567')).toBe('.webp-01234567');
  });
});
