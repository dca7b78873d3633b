// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { StreamHub, type UpstreamResult } from './hub';
import { listFrames } from './mp3';

const clip = new Uint8Array(readFileSync(path.join(process.cwd(), 'assets', 'radio', 'demo.mp3')));
const boundaries = new Set(listFrames(clip).map((f) => f.offset));

/** A fake Icecast: each open gives a new PassThrough the test writes audio into. */
function fakeUpstream(result?: UpstreamResult) {
  const opened: PassThrough[] = [];
  let release: (() => void) | null = null;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let gated = false;
  const open = vi.fn(async (): Promise<UpstreamResult> => {
    if (gated) await gate;
    if (result) return result;
    const body = new PassThrough();
    opened.push(body);
    return { ok: true, contentType: 'audio/mpeg', body };
  });
  return {
    open,
    opened,
    hold: () => (gated = true),
    release: () => release?.(),
  };
}

async function joinOk(hub: StreamHub, port = 8076) {
  const joined = await hub.join(port);
  if (!joined.ok) throw new Error(`join failed: ${joined.status}`);
  return joined.stream.getReader();
}

async function readBytes(reader: ReadableStreamDefaultReader<Uint8Array>, atLeast: number): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let size = 0;
  while (size < atLeast) {
    const { value, done } = await reader.read();
    if (done) break;
    parts.push(value);
    size += value.length;
  }
  return Buffer.concat(parts);
}

/** Lets stream events (data, end, close) run. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('StreamHub', () => {
  it('opens one upstream for every listener of a port and sends each the same audio', async () => {
    const up = fakeUpstream();
    const hub = new StreamHub({ open: up.open });
    up.hold();
    const joining = Promise.all([joinOk(hub), joinOk(hub), joinOk(hub)]);
    up.release();
    const readers = await joining;
    expect(up.open).toHaveBeenCalledTimes(1);
    expect(hub.stats()).toEqual([{ port: 8076, listeners: 3, upstreamOpen: true }]);

    up.opened[0]?.write(clip.subarray(0, 4000));
    for (const reader of readers) expect(await readBytes(reader, 4000)).toEqual(Buffer.from(clip.subarray(0, 4000)));
  });

  it('gives a listener who joins mid-stream the recent audio, from an MP3 frame boundary', async () => {
    const up = fakeUpstream();
    const hub = new StreamHub({ open: up.open, recentBytes: 8000 });
    const first = await joinOk(hub);
    const cut = 1234; // the upstream itself starts mid-frame
    const end = cut + 39_000;
    for (let at = cut; at < end; at += 1000) up.opened[0]?.write(clip.subarray(at, at + 1000));
    await readBytes(first, end - cut - 1000); // it started on the first frame boundary

    const late = await joinOk(hub);
    const burst = await readBytes(late, 1);
    const start = Buffer.from(clip).indexOf(Buffer.from(burst.subarray(0, 64)));
    expect(boundaries.has(start)).toBe(true);
    expect(start).toBeGreaterThanOrEqual(end - 8000 - 1000);
    expect(start + burst.length).toBe(end);
    expect(up.open).toHaveBeenCalledTimes(1);
  });

  it('the first listener too starts on a frame boundary, once enough audio has arrived', async () => {
    const up = fakeUpstream();
    const hub = new StreamHub({ open: up.open });
    const reader = await joinOk(hub);
    up.opened[0]?.write(clip.subarray(300, 700)); // too little to find three frames
    up.opened[0]?.write(clip.subarray(700, 5000));
    const received = await readBytes(reader, 1);
    expect(boundaries.has(5000 - received.length)).toBe(true);
  });

  it('drops a listener who falls too far behind, without holding up the others', async () => {
    const up = fakeUpstream();
    const hub = new StreamHub({ open: up.open, maxBacklogBytes: 100_000 });
    const fast = await joinOk(hub);
    const slow = await joinOk(hub); // never reads
    for (let at = 0; at < 200_000; at += 4000) {
      up.opened[0]?.write(clip.subarray(at, at + 4000));
      await readBytes(fast, 1);
      await flush();
    }
    expect(hub.stats()[0]?.listeners).toBe(1);
    // the slow listener's response is aborted: its queue is discarded, not kept in memory
    await expect(slow.read()).rejects.toThrow(/too far behind/);
    up.opened[0]?.write(clip.subarray(0, 4000));
    expect((await readBytes(fast, 4000)).length).toBeGreaterThanOrEqual(4000);
  });

  it('ends every listener when the upstream is lost, and opens a new one for the next listener', async () => {
    const up = fakeUpstream();
    const hub = new StreamHub({ open: up.open });
    const a = await joinOk(hub);
    const b = await joinOk(hub);
    up.opened[0]?.write(clip.subarray(0, 4000));
    up.opened[0]?.end();
    for (const reader of [a, b]) {
      await readBytes(reader, 4000);
      expect(await reader.read()).toEqual({ done: true, value: undefined });
    }
    expect(hub.stats()).toEqual([]);
    await joinOk(hub);
    expect(up.open).toHaveBeenCalledTimes(2);
  });

  it('closes the upstream after a grace period once the last listener leaves', async () => {
    vi.useFakeTimers();
    try {
      const up = fakeUpstream();
      const hub = new StreamHub({ open: up.open, graceMs: 2000 });
      const a = await joinOk(hub);
      const b = await joinOk(hub);
      await a.cancel();
      await vi.advanceTimersByTimeAsync(5000);
      expect(up.opened[0]?.destroyed).toBe(false); // b still listens
      await b.cancel();
      await vi.advanceTimersByTimeAsync(1000);
      expect(up.opened[0]?.destroyed).toBe(false); // within the grace period
      const c = await joinOk(hub); // a reload rejoins the same upstream
      expect(up.open).toHaveBeenCalledTimes(1);
      await c.cancel();
      await vi.advanceTimersByTimeAsync(2000);
      expect(up.opened[0]?.destroyed).toBe(true);
      expect(hub.stats()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a listener whose request is aborted leaves', async () => {
    const up = fakeUpstream();
    const hub = new StreamHub({ open: up.open, graceMs: 0 });
    const controller = new AbortController();
    const joined = await hub.join(8076, { signal: controller.signal });
    expect(joined.ok).toBe(true);
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(up.opened[0]?.destroyed).toBe(true);
  });

  it('passes the upstream failure on with its status, and retries on the next join', async () => {
    const up = fakeUpstream({ ok: false, reason: 'no-source', status: 503, error: 'off the air' });
    const hub = new StreamHub({ open: up.open });
    expect(await hub.join(8076)).toEqual({ ok: false, status: 503, error: 'off the air' });
    expect(await hub.join(8076)).toEqual({ ok: false, status: 503, error: 'off the air' });
    expect(up.open).toHaveBeenCalledTimes(2);
    expect(hub.stats()).toEqual([]);
  });

  it('keeps ports apart', async () => {
    const up = fakeUpstream();
    const hub = new StreamHub({ open: up.open });
    await joinOk(hub, 8076);
    await joinOk(hub, 8000);
    expect(up.open).toHaveBeenCalledTimes(2);
    expect(hub.stats().map((s) => s.port).sort()).toEqual([8000, 8076]);
  });

  it("counts what the listener's connection still holds: a reader that never drains is dropped", async () => {
    const up = fakeUpstream();
    const hub = new StreamHub({ open: up.open, maxBacklogBytes: 100_000 });
    // Next pipes the stream into the Node response at once, so the stream's own queue stays empty
    // while the response and the kernel's send buffer fill up: the transport reports those bytes.
    let buffered = 0;
    const onLeave = vi.fn();
    const joined = await hub.join(8076, { transport: { bufferedBytes: () => buffered }, onLeave });
    if (!joined.ok) throw new Error('join failed');
    const reader = joined.stream.getReader();
    let at = 0;
    let dropped: unknown = null;
    while (!dropped && at < 400_000) {
      up.opened[0]?.write(clip.subarray(at % 150_000, (at % 150_000) + 4000));
      at += 4000;
      await flush();
      // taken off the stream into the connection, never read by the client
      await reader.read().then(
        ({ value }) => (buffered += value?.length ?? 0),
        (err: unknown) => (dropped = err),
      );
    }
    expect(String(dropped)).toMatch(/too far behind/);
    expect(at).toBeLessThanOrEqual(100_000 + 8000);
    expect(hub.stats()[0]?.listeners).toBe(0);
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('tells the listener slot it is free once, whether the listener hangs up, aborts, falls behind or the stream ends', async () => {
    const up = fakeUpstream();
    const hub = new StreamHub({ open: up.open, maxBacklogBytes: 10_000, graceMs: 60_000 });
    const left = { cancel: vi.fn(), abort: vi.fn(), slow: vi.fn(), end: vi.fn() };
    const controller = new AbortController();
    const canceled = await hub.join(8076, { onLeave: left.cancel });
    const aborted = await hub.join(8076, { signal: controller.signal, onLeave: left.abort });
    const slow = await hub.join(8076, { transport: { bufferedBytes: () => 1_000_000 }, onLeave: left.slow });
    const ending = await hub.join(8076, { onLeave: left.end });
    if (!canceled.ok || !aborted.ok || !slow.ok || !ending.ok) throw new Error('join failed');

    await canceled.stream.cancel();
    expect(left.cancel).toHaveBeenCalledTimes(1);
    controller.abort();
    expect(left.abort).toHaveBeenCalledTimes(1);
    up.opened[0]?.write(clip.subarray(0, 5000));
    await flush();
    expect(left.slow).toHaveBeenCalledTimes(1);
    expect(left.end).not.toHaveBeenCalled();
    up.opened[0]?.end();
    await flush();
    expect(left.end).toHaveBeenCalledTimes(1);
    expect(Object.values(left).map((f) => f.mock.calls.length)).toEqual([1, 1, 1, 1]);
  });

  it('a probe (HEAD) reports the stream without becoming a listener, and its upstream closes after the grace period', async () => {
    vi.useFakeTimers();
    try {
      const up = fakeUpstream();
      const hub = new StreamHub({ open: up.open, graceMs: 2000 });
      expect(await hub.probe(8076)).toEqual({ ok: true, contentType: 'audio/mpeg' });
      expect(hub.stats()).toEqual([{ port: 8076, listeners: 0, upstreamOpen: true }]);
      await vi.advanceTimersByTimeAsync(2000);
      expect(up.opened[0]?.destroyed).toBe(true);
      expect(hub.stats()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a probe leaves the listeners of an open stream alone', async () => {
    vi.useFakeTimers();
    try {
      const up = fakeUpstream();
      const hub = new StreamHub({ open: up.open, graceMs: 2000 });
      await joinOk(hub);
      expect((await hub.probe(8076)).ok).toBe(true);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(up.opened[0]?.destroyed).toBe(false);
      expect(hub.stats()[0]?.listeners).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
