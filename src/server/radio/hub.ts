import type { Readable } from 'node:stream';
import { findFrameAlignment } from './mp3';

/** Why an upstream could not be opened, and the HTTP status our listener gets for it. */
export type UpstreamFailure = {
  ok: false;
  reason: 'refused' | 'no-source' | 'timeout' | 'error';
  status: 502 | 503 | 504;
  error: string;
};
export type UpstreamOpened = { ok: true; contentType: string; body: Readable };
export type UpstreamResult = UpstreamOpened | UpstreamFailure;
export type OpenUpstream = (port: number) => Promise<UpstreamResult>;

export type JoinResult =
  | { ok: true; contentType: string; stream: ReadableStream<Uint8Array> }
  | { ok: false; status: 502 | 503 | 504; error: string };

/** What the hub can see of a listener's connection beyond its own queue. */
export type ListenerTransport = {
  /** Bytes already handed on but not yet taken by the listener (response buffer, socket send queue). */
  bufferedBytes(): number;
};

export type JoinOptions = {
  /** The request's abort signal: the listener leaves when it fires. */
  signal?: AbortSignal;
  /** The listener's connection, counted against the backlog bound. */
  transport?: ListenerTransport | null;
  /** Called once when the listener leaves, whatever the reason (hang-up, abort, dropped, stream ended). */
  onLeave?: () => void;
};

export type ProbeResult = { ok: true; contentType: string } | { ok: false; status: 502 | 503 | 504; error: string };

export type HubOptions = {
  open: OpenUpstream;
  /** Recent audio kept for listeners who join mid-stream (about 1.5 s at 128 kbit/s). */
  recentBytes?: number;
  /**
   * A listener whose backlog passes this is dropped (about 16 s at 128 kbit/s): the bytes queued in
   * its stream plus those its transport reports as sent but not yet taken.
   */
  maxBacklogBytes?: number;
  /** How long an upstream stays open after its last listener leaves. */
  graceMs?: number;
  /** Give up looking for an MP3 frame boundary after this many bytes and pass the audio as is. */
  maxAlignBytes?: number;
};

type Listener = {
  controller: ReadableStreamDefaultController<Uint8Array>;
  /** Bytes held until the stream can start on a frame boundary; null once started. */
  pending: Uint8Array | null;
  done: boolean;
  transport: ListenerTransport | null;
  onLeave: (() => void) | null;
};

type Channel = {
  port: number;
  opening: Promise<UpstreamResult>;
  upstream: UpstreamOpened | null;
  listeners: Set<Listener>;
  recent: Uint8Array[];
  recentSize: number;
  closeTimer: ReturnType<typeof setTimeout> | null;
  closed: boolean;
};

const QUEUE_HIGH_WATER = 64 * 1024;

function concat(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1 && parts[0]) return parts[0];
  return Buffer.concat(parts);
}

/**
 * The fan-out hub: one upstream connection per port, shared by every listener. The first listener
 * opens it, the last one leaving closes it after a grace period; a listener joining mid-stream gets
 * the recent audio from an MP3 frame boundary; a slow listener is dropped when its backlog passes a
 * bound; an upstream loss ends every listener's response so that their players reconnect.
 */
export class StreamHub {
  private readonly channels = new Map<number, Channel>();
  private readonly open: OpenUpstream;
  private readonly recentBytes: number;
  private readonly maxBacklogBytes: number;
  private readonly graceMs: number;
  private readonly maxAlignBytes: number;

  constructor(options: HubOptions) {
    this.open = options.open;
    this.recentBytes = options.recentBytes ?? 24 * 1024;
    this.maxBacklogBytes = options.maxBacklogBytes ?? 256 * 1024;
    this.graceMs = options.graceMs ?? 2000;
    this.maxAlignBytes = options.maxAlignBytes ?? 64 * 1024;
  }

  /** Listener and upstream counts per port, for tests and the benchmark. */
  stats(): { port: number; listeners: number; upstreamOpen: boolean }[] {
    return [...this.channels.values()].map((c) => ({ port: c.port, listeners: c.listeners.size, upstreamOpen: c.upstream !== null }));
  }

  /**
   * Whether the port's stream is on the air, and its type, without becoming a listener (HEAD): the
   * upstream opened for it closes after the grace period unless someone joins.
   */
  async probe(port: number): Promise<ProbeResult> {
    const channel = this.channelFor(port);
    const result = await channel.opening;
    if (!result.ok) return { ok: false, status: result.status, error: result.error };
    this.scheduleCloseIfIdle(channel);
    return { ok: true, contentType: result.contentType };
  }

  /** Joins the port's stream. `onLeave` is called once when the listener goes, but not when joining fails. */
  async join(port: number, { signal, transport = null, onLeave }: JoinOptions = {}): Promise<JoinResult> {
    const channel = this.channelFor(port);
    if (channel.closeTimer) {
      clearTimeout(channel.closeTimer);
      channel.closeTimer = null;
    }
    const result = await channel.opening;
    if (!result.ok) return { ok: false, status: result.status, error: result.error };
    if (channel.closed) return { ok: false, status: 502, error: 'The radio stream ended. Please try again.' };

    let listener: Listener | null = null;
    const stream = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          listener = { controller, pending: concat(channel.recent), done: false, transport, onLeave: onLeave ?? null };
          channel.listeners.add(listener);
          if (channel.closeTimer) {
            clearTimeout(channel.closeTimer);
            channel.closeTimer = null;
          }
          this.deliver(channel, listener, new Uint8Array(0));
        },
        cancel: () => {
          if (listener) this.leave(channel, listener);
        },
      },
      new ByteLengthQueuingStrategy({ highWaterMark: QUEUE_HIGH_WATER }),
    );
    signal?.addEventListener('abort', () => {
      if (listener) this.leave(channel, listener, 'aborted');
    });
    if (signal?.aborted && listener) this.leave(channel, listener, 'aborted');
    return { ok: true, contentType: result.contentType, stream };
  }

  /** Ends everything (server shutdown, tests). */
  closeAll(): void {
    for (const channel of [...this.channels.values()]) this.closeChannel(channel, 'close');
  }

  private channelFor(port: number): Channel {
    const existing = this.channels.get(port);
    if (existing && !existing.closed) return existing;
    const channel: Channel = {
      port,
      opening: Promise.resolve<UpstreamResult>({ ok: false, reason: 'error', status: 502, error: '' }),
      upstream: null,
      listeners: new Set(),
      recent: [],
      recentSize: 0,
      closeTimer: null,
      closed: false,
    };
    channel.opening = this.open(port).then(
      (result) => {
        if (!result.ok) {
          this.forget(channel);
          return result;
        }
        this.attach(channel, result);
        return result;
      },
      (err: unknown): UpstreamResult => {
        this.forget(channel);
        return { ok: false, reason: 'error', status: 502, error: `Radio upstream failed: ${String(err)}` };
      },
    );
    this.channels.set(port, channel);
    return channel;
  }

  private attach(channel: Channel, upstream: UpstreamOpened): void {
    channel.upstream = upstream;
    upstream.body.on('data', (chunk: Uint8Array) => this.broadcast(channel, chunk));
    const lost = () => this.closeChannel(channel, 'end');
    upstream.body.once('end', lost);
    upstream.body.once('close', lost);
    upstream.body.once('error', lost);
  }

  private broadcast(channel: Channel, chunk: Uint8Array): void {
    if (channel.closed || chunk.length === 0) return;
    channel.recent.push(chunk);
    channel.recentSize += chunk.length;
    while (channel.recent.length > 1 && channel.recentSize - (channel.recent[0]?.length ?? 0) >= this.recentBytes) {
      channel.recentSize -= channel.recent.shift()?.length ?? 0;
    }
    for (const listener of [...channel.listeners]) this.deliver(channel, listener, chunk);
  }

  private deliver(channel: Channel, listener: Listener, chunk: Uint8Array): void {
    if (listener.done) return;
    let out = chunk;
    if (listener.pending) {
      const joined = listener.pending.length > 0 ? concat([listener.pending, chunk]) : chunk;
      const isMpeg = /mpeg|mp3/i.test(channel.upstream?.contentType ?? '');
      const start = isMpeg ? findFrameAlignment(joined) : 0;
      if (start < 0) {
        // Keep only what could still hold the boundary; give up aligning past the bound.
        if (joined.length < this.maxAlignBytes) {
          listener.pending = joined;
          return;
        }
        out = joined;
      } else {
        out = joined.subarray(start);
      }
      listener.pending = null;
    }
    if (out.length === 0) return;
    const backlog = QUEUE_HIGH_WATER - (listener.controller.desiredSize ?? 0) + (listener.transport?.bufferedBytes() ?? 0);
    if (backlog + out.length > this.maxBacklogBytes) {
      this.leave(channel, listener, 'slow');
      return;
    }
    listener.controller.enqueue(out);
  }

  private leave(channel: Channel, listener: Listener, why?: 'slow' | 'aborted'): void {
    if (listener.done) return;
    this.finish(listener);
    channel.listeners.delete(listener);
    if (why === 'slow') {
      try {
        listener.controller.error(new Error('Listener fell too far behind the live stream.'));
      } catch {
        // already closed by the reader
      }
    }
    this.scheduleCloseIfIdle(channel);
  }

  private scheduleCloseIfIdle(channel: Channel): void {
    if (channel.closed || channel.listeners.size > 0 || channel.closeTimer) return;
    channel.closeTimer = setTimeout(() => {
      channel.closeTimer = null;
      if (channel.listeners.size === 0) this.closeChannel(channel, 'close');
    }, this.graceMs);
  }

  /** Closes the upstream; on a loss every listener's response ends so that its player reconnects. */
  private closeChannel(channel: Channel, _why: 'end' | 'close'): void {
    if (channel.closed) return;
    this.forget(channel);
    if (channel.closeTimer) clearTimeout(channel.closeTimer);
    channel.closeTimer = null;
    channel.upstream?.body.destroy();
    channel.recent = [];
    channel.recentSize = 0;
    for (const listener of channel.listeners) {
      this.finish(listener);
      try {
        listener.controller.close();
      } catch {
        // already canceled
      }
    }
    channel.listeners.clear();
  }

  private finish(listener: Listener): void {
    listener.done = true;
    const onLeave = listener.onLeave;
    listener.onLeave = null;
    onLeave?.();
  }

  private forget(channel: Channel): void {
    channel.closed = true;
    if (this.channels.get(channel.port) === channel) this.channels.delete(channel.port);
  }
}
