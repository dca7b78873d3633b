// @vitest-environment node
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, readStampedAddress } from './clientAddress';
import { installRequestGuard, isReadOnlyPath, refusalFor } from './requestGuard';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function request(port: number, method: string, path = '/', headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The header lines of a GET as they came over the wire (Node's client would fold repeated ones). */
function rawHead(port: number, path: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'GET', path }, (res) => {
      const lines: string[] = [];
      for (let i = 0; i < res.rawHeaders.length; i += 2) lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
      res.resume();
      res.on('end', () => resolve(lines));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('installRequestGuard', () => {
  /** Called once the server has handed over an early answer to an upload (see the lingering-close test). */
  let onEarlyAnswer = () => {};
  let server: http.Server;
  let port = 0;

  beforeAll(async () => {
    installRequestGuard(http.Server, { trustedProxies: '' });
    // The application: answers with the client address it reads.
    server = http.createServer((req, res) => {
      // Redirects as Next.js writes them on a cache miss: the same Location twice (or two different ones).
      if (req.url === '/twice' || req.url === '/two-places') {
        res.statusCode = 308;
        res.setHeader('Location', req.url === '/twice' ? ['/news/a', '/news/a'] : ['/news/a', '/news/b']);
        res.end();
        return;
      }
      // An upload answered before its body is all read: as the newsroom API does with one that is too
      // large, it reads up to its limit (here 8 MB), stops reading and answers.
      if (req.url === '/api/media') {
        let read = 0;
        const onData = (data: Buffer) => {
          read += data.length;
          if (read < 8 * 1024 * 1024) return;
          req.off('data', onData);
          req.pause();
          res.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' });
          res.end(JSON.stringify({ errors: [{ message: 'The upload is too large.' }] }));
          res.once('finish', () => onEarlyAnswer());
        };
        req.on('data', onData);
        return;
      }
      const headers = new Headers(Object.entries(req.headers).map(([k, v]) => [k, String(v)] as [string, string]));
      res.end(readStampedAddress(headers));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A connection still lingering after an early answer (LINGER_MS) need not be waited for.
        server.closeAllConnections();
      }),
  );

  it('sends a redirect with its address once, not twice; two different addresses stay as they are', async () => {
    const twice = await request(port, 'GET', '/twice');
    expect(twice.status).toBe(308);
    expect(twice.headers.location).toBe('/news/a');
    const rawTwice = await rawHead(port, '/twice');
    expect(rawTwice.filter((line) => /^location:/i.test(line))).toHaveLength(1);
    const rawTwo = await rawHead(port, '/two-places');
    expect(rawTwo.filter((line) => /^location:/i.test(line))).toHaveLength(2);
  });

  it('answers TRACE with 405, its Allow header and the security headers, before the application sees it', async () => {
    const answer = await request(port, 'TRACE');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD, POST');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers other methods than GET and HEAD on feeds and calendars with 405 and Allow: GET, HEAD', async () => {
    for (const path of ['/feed.xml', '/news/category/politics/feed.xml?x=1', '/events.ics', '/events/3/ics', '/sitemap.xml']) {
      for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
        const answer = await request(port, method, path);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow).toBe('GET, HEAD');
      }
      expect((await request(port, 'GET', path)).status).toBe(200);
      expect((await request(port, 'HEAD', path)).status).toBe(200);
    }
    expect(isReadOnlyPath('/news/xml')).toBe(false);
    expect(isReadOnlyPath('/news/feed.xml/more')).toBe(false);
  });

  it('lets every other method through', async () => {
    expect((await request(port, 'GET')).status).toBe(200);
    expect((await request(port, 'DELETE')).status).toBe(200);
  });

  it('gives the application the socket address, whatever X-Forwarded-For or its own header say', async () => {
    const answer = await request(port, 'GET', '/', { 'x-forwarded-for': '198.51.100.1', [CLIENT_ADDRESS_HEADER]: 'forged 198.51.100.2' });
    expect(answer.body).toBe('127.0.0.1');
  });

  it('answers a chunked Server Action of several megabytes with 411 and reads what the client sends', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/contact', headers: { 'next-action': 'x', 'content-type': 'text/plain' } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      const chunk = Buffer.alloc(256 * 1024, 'a');
      for (let i = 0; i < 12; i += 1) req.write(chunk);
      req.end();
    });
    expect(answer.status).toBe(411);
    expect(answer.body).toContain('Content-Length');
  });

  it('keeps a connection closed after an early answer open while the client still sends: the client reads its 413', async () => {
    /**
     * A client busy sending reads its answer late: this one keeps sending and reads nothing until the
     * server has handed over its answer. Without a lingering close the server's system answers the
     * unread upload with a reset at once, and the client loses the answer.
     */
    const upload = () =>
      new Promise<string>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        let received = '';
        socket.pause();
        onEarlyAnswer = () => socket.resume();
        socket.on('data', (data: Buffer) => (received += data.toString()));
        socket.on('error', (error: NodeJS.ErrnoException) => resolve(`${received.split('\r\n')[0] || 'nothing read'}, then ${error.code}`));
        // The server's end of the answer: the client is done (the server closes its side a moment later).
        socket.on('end', () => {
          resolve(received.split('\r\n')[0] ?? '');
          socket.destroy();
        });
        socket.write(`POST /api/media HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${64 * 1024 * 1024}\r\n\r\n`);
        const chunk = Buffer.alloc(1024 * 1024, 1);
        const send = (left: number) => {
          if (socket.destroyed || socket.writableEnded || left === 0) return;
          if (socket.write(chunk)) setImmediate(send, left - 1);
          else socket.once('drain', () => send(left - 1));
        };
        send(64);
      });
    const answers: string[] = [];
    for (let i = 0; i < 3; i += 1) answers.push(await upload());
    expect(answers).toEqual(Array(3).fill('HTTP/1.1 413 Payload Too Large'));
  });

  it('answers a Server Action from another site with 403 and the security headers', async () => {
    const answer = await request(port, 'POST', '/contact', { origin: 'null', 'next-action': 'x' });
    expect(answer.status).toBe(403);
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.body).toContain('can only be sent from a page of this site');
  });
});

describe('refusalFor', () => {
  const host = { host: 'news.example' };

  it('answers a NUL in the path with 400, and leaves one in the query to the page', () => {
    expect(refusalFor('GET', '/news/%00', host)?.status).toBe(400);
    expect(refusalFor('GET', '/news/a%00b.xml?x=1', host)?.status).toBe(400);
    expect(refusalFor('HEAD', '/\0', host)?.status).toBe(400);
    expect(refusalFor('GET', '/search?q=%00', host)).toBeNull();
    expect(refusalFor('GET', '/news/100', host)).toBeNull();
  });

  it('refuses a POST to a page from a foreign, null or malformed origin', () => {
    expect(refusalFor('POST', '/contact', { ...host, origin: 'https://evil.example' })?.status).toBe(403);
    expect(refusalFor('POST', '/contact', { ...host, origin: 'null' })?.status).toBe(403);
    expect(refusalFor('POST', '/contact', { ...host, origin: 'not a url' })?.status).toBe(403);
  });

  it('lets same-origin and origin-less POSTs through, and leaves the JSON endpoints alone', () => {
    expect(refusalFor('POST', '/contact', { ...host, origin: 'http://news.example' })).toBeNull();
    expect(refusalFor('POST', '/contact', { host: '127.0.0.1:3000', 'x-forwarded-host': 'news.example', origin: 'https://news.example' })).toBeNull();
    expect(refusalFor('POST', '/contact', host)).toBeNull();
    expect(refusalFor('POST', '/api/contact', { ...host, origin: 'https://evil.example' })).toBeNull();
    expect(refusalFor('GET', '/contact', { ...host, origin: 'https://evil.example' })).toBeNull();
  });

  it('refuses a Server Action body declared over the limit with 413', () => {
    expect(refusalFor('POST', '/contact', { ...host, 'content-length': String(2 * 1024 * 1024) })?.status).toBe(413);
    expect(refusalFor('POST', '/contact', { ...host, 'content-length': '20000' })).toBeNull();
  });

  it('lets the event submission form send a photo of up to 10 MB, and only that form', () => {
    const photoSized = { ...host, 'content-length': String(10 * 1024 * 1024 + 64 * 1024) };
    expect(refusalFor('POST', '/events/submit', photoSized)).toBeNull();
    expect(refusalFor('POST', '/events/submit?x=1', photoSized)).toBeNull();
    expect(refusalFor('POST', '/contact', photoSized)?.status).toBe(413);
    expect(refusalFor('POST', '/events/submit/other', photoSized)?.status).toBe(413);
    expect(refusalFor('POST', '/events/submit', { ...host, 'content-length': String(12 * 1024 * 1024) })?.status).toBe(413);
    // The event form's refusal speaks of its photo; the others' of their text.
    expect(refusalFor('POST', '/events/submit', { ...host, 'content-length': String(12 * 1024 * 1024) })?.text).toMatch(/^The photo is too large to send: photos may be up to 10 MB\./);
    expect(refusalFor('POST', '/contact', photoSized)?.text).toMatch(/too much text/);
  });

  it('asks a Server Action sent in chunks, without a length, for its length (411)', () => {
    expect(refusalFor('POST', '/contact', { ...host, 'transfer-encoding': 'chunked' })?.status).toBe(411);
    expect(refusalFor('POST', '/contact', { ...host, 'transfer-encoding': 'chunked', 'content-length': '20' })).toBeNull();
    expect(refusalFor('POST', '/api/contact', { ...host, 'transfer-encoding': 'chunked' })).toBeNull();
  });
});
