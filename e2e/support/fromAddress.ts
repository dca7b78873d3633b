import http from 'node:http';

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * One HTTP request to the test server from a chosen local address (any 127.x.y.z on Linux), so that a
 * test can be a client the server does not trust as a proxy. Playwright's request context cannot bind.
 */
export function requestFrom(
  baseURL: string,
  localAddress: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Uint8Array | string,
): Promise<Answer> {
  const url = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, localAddress }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A multipart body (as a browser sends a form) and its Content-Type. */
export async function multipart(fields: Record<string, string>): Promise<{ body: Uint8Array; type: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: new Uint8Array(await request.arrayBuffer()), type: request.headers.get('content-type') ?? '' };
}

/**
 * The hidden fields with which a Server Action form posts without JavaScript (`$ACTION_...`), read
 * from the page's HTML: the form whose markup contains `marker`.
 */
export function actionFields(html: string, marker: string): Record<string, string> {
  const form = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map((m) => m[0]).find((f) => f.includes(marker));
  if (!form) throw new Error(`No form with ${marker}`);
  const fields: Record<string, string> = {};
  for (const input of form.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(input[0])?.[1]?.replace(/&amp;/g, '&');
    const value = /\bvalue="([^"]*)"/.exec(input[0])?.[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, '&') ?? '';
    if (name?.startsWith('$ACTION')) fields[name] = value;
  }
  return fields;
}
