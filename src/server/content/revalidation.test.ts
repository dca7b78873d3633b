// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { expireTags, isRevalidationKey, LATE_EXPIRY_MS, ownOrigin, pagesRenewal, renewPagesAfterStart, REVALIDATION_KEY_HEADER, revalidationKey, revalidationRequest, tagList } from './revalidation';

/** The environment of a `next start` server on `port`. */
const server = (port: string) => ({ PORT: port, __NEXT_PRIVATE_ORIGIN: `http://127.0.0.1:${port}` });

const outside = () => {
  throw new Error('Invariant: static generation store missing in revalidateTag("stories")');
};

describe('expireTags', () => {
  it('expires the tags directly inside a request', async () => {
    const revalidate = vi.fn();
    const fetch = vi.fn();
    const later = vi.fn();
    expect(await expireTags(['stories', 'story:a'], { revalidate, fetch, env: server('3000'), later })).toBe('direct');
    expect(revalidate.mock.calls).toEqual([['stories'], ['story:a']]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('outside a request, asks its own server over loopback with the process key, and again after the commit', async () => {
    const fetch = vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) => new Response(null, { status: 204 }));
    const later = vi.fn<(run: () => void, ms: number) => void>();
    const result = await expireTags(['stories'], { revalidate: outside, fetch: fetch as unknown as typeof globalThis.fetch, env: server('3400'), later });
    expect(result).toBe('loopback');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('http://127.0.0.1:3400/api/revalidate');
    expect(new Headers(init?.headers).get(REVALIDATION_KEY_HEADER)).toBe(revalidationKey());
    expect(JSON.parse(String(init?.body))).toEqual({ tags: ['stories'] });
    // The late expiry: the same tags, LATE_EXPIRY_MS later.
    expect(later).toHaveBeenCalledTimes(1);
    expect(later.mock.calls[0]![1]).toBe(LATE_EXPIRY_MS);
    later.mock.calls[0]![0]();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body))).toEqual({ tags: ['stories'] });
  });

  it('inside a request too, expires the same tags again over loopback LATE_EXPIRY_MS later', async () => {
    const fetch = vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) => new Response(null, { status: 204 }));
    const later = vi.fn<(run: () => void, ms: number) => void>();
    const env = server('3000');
    expect(await expireTags(['stories', 'front-page'], { revalidate: vi.fn(), fetch: fetch as unknown as typeof globalThis.fetch, env, later })).toBe('direct');
    expect(fetch).not.toHaveBeenCalled();
    expect(later.mock.calls[0]![1]).toBe(LATE_EXPIRY_MS);
    later.mock.calls[0]![0]();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String(fetch.mock.calls[0]![0])).toBe('http://127.0.0.1:3000/api/revalidate');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ tags: ['stories', 'front-page'] });
    // A process that serves no pages has no server to ask.
    const none = vi.fn();
    expect(await expireTags(['stories'], { revalidate: vi.fn(), fetch: vi.fn(), env: {}, later: none })).toBe('direct');
    expect(none).not.toHaveBeenCalled();
  });

  it('fails loudly when the server does not expire the cache', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 403 }));
    const later = vi.fn();
    await expect(expireTags(['stories'], { revalidate: outside, fetch: fetch as unknown as typeof globalThis.fetch, env: server('1'), later })).rejects.toThrow(/403/);
    expect(later).not.toHaveBeenCalled();
  });

  it('does nothing in a process that serves no pages, or with no tags', async () => {
    const fetch = vi.fn();
    expect(await expireTags(['stories'], { revalidate: outside, fetch, env: {} })).toBe('none');
    expect(await expireTags([], { revalidate: outside, fetch, env: server('3000') })).toBe('none');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('passes other errors on', async () => {
    const revalidate = () => {
      throw new Error('boom');
    };
    await expect(expireTags(['stories'], { revalidate, fetch: vi.fn(), env: server('3000'), later: vi.fn() })).rejects.toThrow('boom');
  });
});

describe('ownOrigin', () => {
  it("prefers the address next start announces, else loopback on PORT", () => {
    expect(ownOrigin({ PORT: '3000', __NEXT_PRIVATE_ORIGIN: 'http://localhost:3000' })).toBe('http://localhost:3000');
    expect(ownOrigin({ PORT: '3000', __NEXT_PRIVATE_ORIGIN: 'javascript:alert(1)' })).toBe('http://127.0.0.1:3000');
    expect(ownOrigin({})).toBeNull();
  });

  it('is null outside a running server, whatever PORT the shell has (the newsroom command line)', () => {
    expect(ownOrigin({ PORT: '8080' })).toBeNull();
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

describe('renewPagesAfterStart', () => {
  const noWait = { sleep: async () => {}, intervalMs: 0 };

  it('once the server answers, expires every page once over loopback, and says so', async () => {
    const states: string[] = [];
    let calls = 0;
    const fetch = vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) => {
      states.push(pagesRenewal());
      calls++;
      if (calls < 3) throw new TypeError('fetch failed'); // not listening yet
      return new Response(null, { status: 204 });
    });
    const state = await renewPagesAfterStart({ revalidate: outside, fetch: fetch as unknown as typeof globalThis.fetch, env: server('3400') }, noWait);
    expect(state).toBe('done');
    expect(pagesRenewal()).toBe('done');
    expect(states).toEqual(['pending', 'pending', 'pending']);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('http://127.0.0.1:3400/api/revalidate');
    expect(new Headers(init?.headers).get(REVALIDATION_KEY_HEADER)).toBe(revalidationKey());
    expect(JSON.parse(String(init?.body))).toEqual({ everything: true });
  });

  it('has nothing to do with the shared cache, or in a process that serves no pages', async () => {
    const fetch = vi.fn();
    expect(await renewPagesAfterStart({ revalidate: outside, fetch, env: { ...server('3400'), REDIS_URL: 'redis://127.0.0.1:6379' } }, noWait)).toBe('not-needed');
    expect(await renewPagesAfterStart({ revalidate: outside, fetch, env: {} }, noWait)).toBe('not-needed');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives up after its attempts, loudly', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.fn(async () => new Response(null, { status: 403 }));
    expect(await renewPagesAfterStart({ revalidate: outside, fetch: fetch as unknown as typeof globalThis.fetch, env: server('1') }, { ...noWait, attempts: 3 })).toBe('failed');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('could not be renewed'));
    error.mockRestore();
  });

  it('asks with a body the route accepts, and nothing else of that shape', () => {
    expect(revalidationRequest.safeParse({ everything: true }).success).toBe(true);
    expect(revalidationRequest.safeParse({ everything: false }).success).toBe(false);
    expect(revalidationRequest.safeParse({ everything: true, tags: ['<script>'] }).success).toBe(false);
    expect(revalidationRequest.safeParse({ tags: ['stories'] }).success).toBe(true);
  });
});
