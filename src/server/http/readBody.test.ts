// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readUpTo } from './readBody';

function stream(...parts: string[]) {
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = parts.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(new TextEncoder().encode(next));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { body, cancelled: () => cancelled };
}

describe('readUpTo', () => {
  it('joins the chunks of a body within the limit', async () => {
    const bytes = await readUpTo(stream('abc', 'def').body, 6);
    expect(new TextDecoder().decode(bytes!)).toBe('abcdef');
  });

  it('stops at the first chunk past the limit and cancels the rest', async () => {
    const s = stream('abc', 'def', 'ghi');
    expect(await readUpTo(s.body, 5)).toBeNull();
    expect(s.cancelled()).toBe(true);
  });
});
