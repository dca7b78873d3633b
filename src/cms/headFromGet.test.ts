import { describe, expect, it } from 'vitest';
import { headFromGet } from './headFromGet';

describe('headFromGet', () => {
  it("answers with GET's status and headers and no body, having asked GET", async () => {
    const seen: Array<{ method: string; url: string; accept: string | null; args: string }> = [];
    let cancelled = false;
    const get = async (request: Request, args: string) => {
      seen.push({ method: request.method, url: request.url, accept: request.headers.get('accept'), args });
      const body = new ReadableStream({ cancel: () => void (cancelled = true) });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'image/webp', ETag: 'W/"a-1"' } });
    };
    const response = await headFromGet(get)(new Request('http://site.test/api/media/file/a.webp', { method: 'HEAD', headers: { Accept: 'image/*' } }), 'args');
    expect(seen).toEqual([{ method: 'GET', url: 'http://site.test/api/media/file/a.webp', accept: 'image/*', args: 'args' }]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('etag')).toBe('W/"a-1"');
    expect(response.body).toBeNull();
    expect(cancelled).toBe(true);
  });

  it("keeps GET's error statuses", async () => {
    const get = async () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 });
    const response = await headFromGet(get)(new Request('http://site.test/api/nothing', { method: 'HEAD' }), {});
    expect(response.status).toBe(404);
    expect(response.body).toBeNull();
  });
});
