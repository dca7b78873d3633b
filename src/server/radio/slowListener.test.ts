// @vitest-environment node
/**
 * The real path of a stream response: Node's HTTP server, the stream connection registry, Next's own
 * pipe from the route's ReadableStream into the Node response, and a TCP client that never reads.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeToNodeResponse } from 'next/dist/server/pipe-readable';
import { StreamHub } from './hub';
import { kernelSendQueue, responseTransport } from './socketBacklog';
import { installStreamConnectionRegistry, STREAM_CONNECTION_HEADER, streamResponse } from './streamConnections';

const clip = readFileSync(path.join(process.cwd(), 'assets', 'radio', 'demo.mp3'));
const LIMIT = 256 * 1024;
// The server reads /proc once a second (16 KB of audio at 128 kbit/s); this test feeds megabytes
// within that second, so it reads on every check.
const kernel = kernelSendQueue({ maxAgeMs: 0 });

describe('a listener that never reads', () => {
  let server: http.Server;
  let upstream: PassThrough;
  let hub: StreamHub;
  const left: string[] = [];
  const transports: boolean[] = [];

  beforeAll(async () => {
    installStreamConnectionRegistry();
    upstream = new PassThrough();
    hub = new StreamHub({ open: async () => ({ ok: true, contentType: 'audio/mpeg', body: upstream }) });
    server = http.createServer((req, res) => {
      const headers = new Headers({ [STREAM_CONNECTION_HEADER]: String(req.headers[STREAM_CONNECTION_HEADER] ?? '') });
      const response = streamResponse(headers);
      transports.push(response === res);
      void hub.join(8076, { transport: response ? responseTransport(response, kernel) : null, onLeave: () => left.push(req.url ?? '') }).then((joined) => {
        if (!joined.ok) return res.end();
        res.writeHead(200, { 'Content-Type': joined.contentType });
        return pipeToNodeResponse(joined.stream, res).catch(() => res.destroy());
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    hub.closeAll();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('is dropped once the stream, its response and its socket hold more than 256 KB, not after the kernel has taken megabytes', async () => {
    const client = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
    await new Promise((resolve) => client.once('connect', resolve));
    client.write('GET /api/stream?port=8076 HTTP/1.1\r\nHost: test\r\n\r\n');
    client.pause(); // never reads
    await new Promise<void>((resolve) => {
      const check = setInterval(() => hub.stats()[0]?.listeners === 1 && (clearInterval(check), resolve()), 5);
    });

    // Feed audio as fast as the event loop turns until the listener is gone (or far past any bound).
    let sent = 0;
    while (left.length === 0 && sent < 16 * 1024 * 1024) {
      const at = sent % (clip.length - 8192);
      upstream.write(clip.subarray(at, at + 8192));
      sent += 8192;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(transports).toEqual([true]); // the registry named the request's own response
    expect(left).toEqual(['/api/stream?port=8076']);
    // Past the bound by at most the client's own receive buffer (acknowledged, so invisible to us)
    // and one /proc refresh; without the socket's queue counted, the kernel takes ~4 MB first.
    expect(sent).toBeLessThan(LIMIT + 1024 * 1024);
    client.destroy();
  });
});
