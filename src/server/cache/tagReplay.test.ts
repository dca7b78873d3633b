// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTagReplay } from './tagReplay.mjs';

/** A fake shared cache: records the tags it revalidated; `down` makes it refuse. */
function fakeCache() {
  const state = { down: false, revalidated: [] as string[] };
  const revalidate = async (tag: string) => {
    if (state.down) throw new Error('The client is closed');
    state.revalidated.push(tag);
  };
  return { state, revalidate };
}

describe('createTagReplay', () => {
  it('passes revalidations through while the cache answers, and remembers none', async () => {
    const { state, revalidate } = fakeCache();
    const replay = createTagReplay(revalidate);
    await replay.revalidateTag('stories');
    expect(state.revalidated).toEqual(['stories']);
    expect(replay.pending()).toEqual([]);
  });

  it('remembers the tags revalidated during an outage and sends them again once it is over', async () => {
    const { state, revalidate } = fakeCache();
    const replay = createTagReplay(revalidate);
    state.down = true;
    await expect(replay.revalidateTag('stories')).rejects.toThrow(/closed/);
    await expect(replay.revalidateTag('story:flood')).rejects.toThrow();
    await expect(replay.revalidateTag('stories')).rejects.toThrow();
    expect(replay.pending()).toEqual(['stories', 'story:flood']);

    await expect(replay.replay()).resolves.toBe(false); // still down: kept
    expect(replay.pending()).toEqual(['stories', 'story:flood']);

    state.down = false;
    await expect(replay.replay()).resolves.toBe(true);
    expect(state.revalidated).toEqual(['stories', 'story:flood']);
    expect(replay.pending()).toEqual([]);
  });

  it('forgets a remembered tag once a later revalidation of it succeeds', async () => {
    const { state, revalidate } = fakeCache();
    const replay = createTagReplay(revalidate);
    state.down = true;
    await replay.revalidateTag('stories').catch(() => {});
    state.down = false;
    await replay.revalidateTag('stories');
    expect(replay.pending()).toEqual([]);
  });

  it('runs one replay at a time', async () => {
    const { state, revalidate } = fakeCache();
    const replay = createTagReplay(revalidate);
    state.down = true;
    await replay.revalidateTag('stories').catch(() => {});
    state.down = false;
    const [a, b] = [replay.replay(), replay.replay()];
    expect(a).toBe(b);
    await a;
    expect(state.revalidated).toEqual(['stories']);
  });
});

describe('createTagReplay after a replay with nothing to send', () => {
  it('still sends the tags of a later outage (a reconnect at start used to leave every later replay done)', async () => {
    const { state, revalidate } = fakeCache();
    const replay = createTagReplay(revalidate);
    // The client's first "ready" at start: nothing missed yet.
    await expect(replay.replay()).resolves.toBe(true);

    state.down = true;
    await expect(replay.revalidateTag('stories')).rejects.toThrow();
    state.down = false;
    await expect(replay.replay()).resolves.toBe(true);
    expect(state.revalidated).toEqual(['stories']);
    expect(replay.pending()).toEqual([]);
  });
});
