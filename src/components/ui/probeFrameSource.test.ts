import { describe, expect, it, vi } from 'vitest';
import { probeFrameSource } from './probeFrameSource';

describe('probeFrameSource', () => {
  it('is true when the host answers', async () => {
    const fetchImpl = vi.fn().mockResolvedValue(new Response(null, { status: 200 }));
    await expect(probeFrameSource('https://feed.example/x', new AbortController().signal, 1000, fetchImpl)).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith('https://feed.example/x', expect.objectContaining({ mode: 'no-cors' }));
  });

  it('is false when the host cannot be reached', async () => {
    const fetchImpl = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(probeFrameSource('https://feed.example/x', new AbortController().signal, 1000, fetchImpl)).resolves.toBe(false);
  });

  it('is false when the host never answers', async () => {
    const fetchImpl = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    await expect(probeFrameSource('https://feed.example/x', new AbortController().signal, 20, fetchImpl as typeof fetch)).resolves.toBe(false);
  });
});
