import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import type { ListenerTransport } from './hub';

/*
 * A listener's real backlog is mostly outside Node: once the response has handed its bytes to the
 * socket, the kernel's send buffer (autotuned up to `net.ipv4.tcp_wmem`'s maximum, 4 MB by default)
 * takes minutes of audio from a client that never reads before Node sees any backpressure. Linux
 * shows each connection's unacknowledged send queue in /proc/net/tcp and /proc/net/tcp6 (`tx_queue`);
 * elsewhere only Node's own buffer counts.
 */

type SocketAddresses = { localAddress?: string; localPort?: number; remoteAddress?: string; remotePort?: number };

/** An address as /proc writes it and as Node writes it, reduced to one form (IPv4 dotted, IPv6 8 groups). */
export function canonicalAddress(address: string): string {
  const lower = address.toLowerCase();
  const mapped = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped?.[1]) return mapped[1];
  if (!lower.includes(':')) return lower;
  const [head = '', tail] = lower.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((g) => (parseInt(g, 16) || 0).toString(16)).join(':');
}

/** Decodes /proc's hex address (host byte order per 32-bit word, little-endian here). */
function procAddress(hex: string): string {
  const bytes: number[] = [];
  for (let word = 0; word < hex.length; word += 8) {
    const value = hex.slice(word, word + 8);
    for (let b = 6; b >= 0; b -= 2) bytes.push(parseInt(value.slice(b, b + 2), 16));
  }
  if (bytes.length === 4) return bytes.join('.');
  if (bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff) return bytes.slice(12).join('.');
  const groups = [];
  for (let i = 0; i < 16; i += 2) groups.push((((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0)).toString(16));
  return canonicalAddress(groups.join(':'));
}

export function connectionKey(localAddress: string, localPort: number, remoteAddress: string, remotePort: number): string {
  return `${canonicalAddress(localAddress)}|${localPort}|${canonicalAddress(remoteAddress)}|${remotePort}`;
}

/** The send queue (bytes not yet acknowledged by the peer) of every established connection in /proc/net/tcp text. */
export function parseProcNetTcp(text: string): Map<string, number> {
  const queues = new Map<string, number>();
  for (const line of text.split('\n')) {
    const m = /^\s*\d+:\s+([0-9A-Fa-f]+):([0-9A-Fa-f]{4})\s+([0-9A-Fa-f]+):([0-9A-Fa-f]{4})\s+01\s+([0-9A-Fa-f]{8}):/.exec(line);
    if (!m) continue;
    const [, local = '', localPort = '', remote = '', remotePort = '', tx = ''] = m;
    queues.set(`${procAddress(local)}|${parseInt(localPort, 16)}|${procAddress(remote)}|${parseInt(remotePort, 16)}`, parseInt(tx, 16));
  }
  return queues;
}

const readProcNetTcp = () => ['/proc/net/tcp', '/proc/net/tcp6'].map((file) => readFileSync(/*turbopackIgnore: true*/ file, 'utf8')).join('\n');

/**
 * The kernel's send queue of a socket, from /proc read at most once per `maxAgeMs` (one read serves
 * every listener). Where /proc cannot be read, always 0.
 */
export function kernelSendQueue({ read = readProcNetTcp, now = () => Date.now(), maxAgeMs = 1000 } = {}) {
  let queues = new Map<string, number>();
  let readAt = -Infinity;
  let available = true;
  return (socket: SocketAddresses): number => {
    if (!available || !socket.localAddress || !socket.remoteAddress || !socket.localPort || !socket.remotePort) return 0;
    if (now() - readAt >= maxAgeMs) {
      try {
        queues = parseProcNetTcp(read());
        readAt = now();
      } catch {
        available = false;
        return 0;
      }
    }
    return queues.get(connectionKey(socket.localAddress, socket.localPort, socket.remoteAddress, socket.remotePort)) ?? 0;
  };
}

const sharedKernelQueue = kernelSendQueue();

/** A listener's transport: what its response still holds plus what its socket's kernel queue holds. */
export function responseTransport(response: ServerResponse, kernel: (socket: SocketAddresses) => number = sharedKernelQueue): ListenerTransport {
  return {
    bufferedBytes: () => response.writableLength + (response.socket ? kernel(response.socket) : 0),
  };
}
