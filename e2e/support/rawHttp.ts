import net from 'node:net';

export type RawResponse = { status: number; ms: number } | { status: 'timeout' | 'closed'; ms: number };

/**
 * Sends one HTTP/1.1 request exactly as written (no URL normalization, any method, any header size)
 * and resolves with the status code, or 'timeout' after `timeoutMs`, or 'closed' if the server hung up
 * without an answer.
 */
export function rawRequest(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  timeoutMs = 2000,
): Promise<RawResponse> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    let done = false;
    const finish = (r: RawResponse) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(r);
    };
    const timer = setTimeout(() => finish({ status: 'timeout', ms: Date.now() - started }), timeoutMs);
    socket.on('connect', () => {
      const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
      for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    });
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(data);
      if (m) finish({ status: Number(m[1]), ms: Date.now() - started });
    });
    socket.on('error', () => finish({ status: 'closed', ms: Date.now() - started }));
    socket.on('end', () => finish({ status: 'closed', ms: Date.now() - started }));
  });
}
