// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withDeadline, withRouteTags } from './handlerGuards.mjs';

describe('withRouteTags', () => {
  type Entry = { tags: readonly string[]; value: { kind: string; headers?: Record<string, unknown> } };
  function recorder() {
    const stored: Entry[] = [];
    return { stored, handler: { name: 'shared', set: async (_key: string, entry: unknown) => void stored.push(entry as Entry) } };
  }

  it("gives a route handler's output (a feed, the sitemap) the tags of its header, so a publish expires it", async () => {
    const { stored, handler } = recorder();
    await withRouteTags(handler).set('/feed.xml', { tags: [], value: { kind: 'APP_ROUTE', headers: { 'x-next-cache-tags': 'stories,media,_N_T_/feed.xml' } } });
    expect(stored[0]?.tags).toEqual(['stories', 'media', '_N_T_/feed.xml']);
  });

  it('leaves pages, data and entries that have tags as they are', async () => {
    const { stored, handler } = recorder();
    const guarded = withRouteTags(handler);
    const page = { tags: ['stories'], value: { kind: 'APP_PAGE', headers: { 'x-next-cache-tags': 'other' } } };
    const tagged = { tags: ['sitemap'], value: { kind: 'APP_ROUTE', headers: { 'x-next-cache-tags': 'other' } } };
    const bare = { tags: [], value: { kind: 'APP_ROUTE', headers: {} } };
    for (const entry of [page, tagged, bare]) await guarded.set('k', entry);
    expect(stored.map((e) => e.tags)).toEqual([['stories'], ['sitemap'], []]);
  });
});

describe('withDeadline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A shared cache that answers, or (while `hung`) never answers. */
  function sharedCache() {
    const state = { hung: false, calls: 0 };
    const answer = <T,>(value: T) => {
      state.calls += 1;
      return state.hung ? new Promise<T>(() => {}) : Promise.resolve(value);
    };
    const handler = {
      name: 'redis',
      get: (key: string) => answer({ key }),
      set: () => answer(undefined),
      revalidateTag: (_tag: string) => answer(undefined),
      delete: () => answer(undefined),
    };
    return { state, handler };
  }

  it('passes answers through while the shared cache answers', async () => {
    const { handler } = sharedCache();
    const guarded = withDeadline(handler, { timeoutMs: 1000, pauseMs: 5000, probe: async () => 'PONG', now: () => Date.now() });
    await expect(guarded.get('/news')).resolves.toEqual({ key: '/news' });
    expect(guarded.name).toBe('redis');
  });

  it('fails a call not answered within the deadline, then skips the cache for the pause, and says when it answers again', async () => {
    const { state, handler } = sharedCache();
    const onMiss = vi.fn();
    const onRecovered = vi.fn();
    const guarded = withDeadline(handler, { timeoutMs: 1000, pauseMs: 5000, probe: () => handler.get('ping'), onMiss, onRecovered, now: () => Date.now() });
    state.hung = true;

    const waiting = guarded.get('/books');
    const failed = expect(waiting).rejects.toThrow('did not answer within 1000 ms');
    await vi.advanceTimersByTimeAsync(999);
    expect(onMiss).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    expect(onMiss).toHaveBeenCalledWith('get');

    // Paused: refused at once, without asking the shared cache.
    const callsBefore = state.calls;
    await expect(guarded.revalidateTag('stories')).rejects.toThrow('paused');
    expect(state.calls).toBe(callsBefore);

    // Still stuck when the pause ends: the probe gets no answer either, and the pause starts again.
    await vi.advanceTimersByTimeAsync(5000 + 1000);
    expect(state.calls).toBe(callsBefore + 1);
    expect(onRecovered).not.toHaveBeenCalled();
    await expect(guarded.get('/books')).rejects.toThrow('paused');

    // It answers again: the next probe finds out, with no reader asking, and the calls go through.
    state.hung = false;
    await vi.advanceTimersByTimeAsync(5000);
    expect(onRecovered).toHaveBeenCalledTimes(1);
    await expect(guarded.get('/books')).resolves.toEqual({ key: '/books' });
    await guarded.set();
    expect(onRecovered).toHaveBeenCalledTimes(1);
  });

  it('does not pause on an error the shared cache answers with (a refused connection)', async () => {
    const handler = { get: () => Promise.reject(new Error('The client is closed')) };
    const onMiss = vi.fn();
    const guarded = withDeadline(handler, { timeoutMs: 1000, pauseMs: 5000, probe: async () => 'PONG', onMiss, now: () => Date.now() });
    await expect(guarded.get()).rejects.toThrow('closed');
    await expect(guarded.get()).rejects.toThrow('closed');
    expect(onMiss).not.toHaveBeenCalled();
  });
});
