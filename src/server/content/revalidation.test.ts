// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { expireTags, isRevalidationKey, ownOrigin, REVALIDATION_KEY_HEADER, revalidationKey, tagList } from './revalidation';

const outside = () => {
  throw new Error('Invariant: static generation store missing in revalidateTag("stories")');
};

describe('expireTags', () => {
  it('expires the tags directly inside a request', async () => {
    const revalidate = vi.fn();
    const fetch = vi.fn();
    expect(await expireTags(['stories', 'story:a'], { revalidate, fetch, env: { PORT: '3000' } })).toBe('direct');
    expect(revalidate.mock.calls).toEqual([['stories'], ['story:a']]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('outside a request, asks its own server over loopback with the process key', async () => {
    const fetch = vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) => new Response(null, { status: 204 }));
    const result = await expireTags(['stories'], { revalidate: outside, fetch: fetch as unknown as typeof globalThis.fetch, env: { PORT: '3400' } });
    expect(result).toBe('loopback');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('http://127.0.0.1:3400/api/revalidate');
    expect(new Headers(init?.headers).get(REVALIDATION_KEY_HEADER)).toBe(revalidationKey());
    expect(JSON.parse(String(init?.body))).toEqual({ tags: ['stories'] });
  });

  it('fails loudly when the server does not expire the cache', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 403 }));
    await expect(expireTags(['stories'], { revalidate: outside, fetch: fetch as unknown as typeof globalThis.fetch, env: { PORT: '1' } })).rejects.toThrow(/403/);
  });

  it('does nothing in a process that serves no pages, or with no tags', async () => {
    const fetch = vi.fn();
    expect(await expireTags(['stories'], { revalidate: outside, fetch, env: {} })).toBe('none');
    expect(await expireTags([], { revalidate: outside, fetch, env: { PORT: '3000' } })).toBe('none');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('passes other errors on', async () => {
    const revalidate = () => {
      throw new Error('boom');
    };
    await expect(expireTags(['stories'], { revalidate, fetch: vi.fn(), env: { PORT: '3000' } })).rejects.toThrow('boom');
  });
});

describe('ownOrigin', () => {
  it("prefers the address next start announces, else loopback on PORT", () => {
    expect(ownOrigin({ PORT: '3000', __NEXT_PRIVATE_ORIGIN: 'http://localhost:3000' })).toBe('http://localhost:3000');
    expect(ownOrigin({ PORT: '3000', __NEXT_PRIVATE_ORIGIN: 'javascript:alert(1)' })).toBe('http://127.0.0.1:3000');
    expect(ownOrigin({})).toBeNull();
  });
});

describe('the key and the body', () => {
  it('accepts only this process key', () => {
    expect(isRevalidationKey(revalidationKey())).toBe(true);
    expect(isRevalidationKey('x'.repeat(64))).toBe(false);
    expect(isRevalidationKey(null)).toBe(false);
  });

  it('accepts cache tags only', () => {
    expect(tagList.safeParse({ tags: ['stories', 'story:city-hall', 'category:real-estate'] }).success).toBe(true);
    expect(tagList.safeParse({ tags: [] }).success).toBe(false);
    expect(tagList.safeParse({ tags: ['<script>'] }).success).toBe(false);
    expect(tagList.safeParse({ tags: 'stories' }).success).toBe(false);
  });
});
