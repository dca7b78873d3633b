import http from 'node:http';

/** What a test's request got back: the status, the headers and the body's bytes as they came. */
export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One request to a test's server on 127.0.0.1, read to its end (for the unit tests of this folder). */
export function send(port: number, path: string, { method = 'GET', headers = {} }: { method?: string; headers?: http.OutgoingHttpHeaders } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
