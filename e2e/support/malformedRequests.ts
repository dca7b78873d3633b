/** At least 500 malformed or hostile requests, for the bad-input test. */
export type Malformed = { method: string; target: string; headers?: Record<string, string>; why: string };

const paths = ['/', '/news', '/events', '/community', '/api/stream', '/news/1', '/authors/a', '/social/a', '/no-such-page'];

export function malformedRequests(): Malformed[] {
  const out: Malformed[] = [];
  const add = (m: Malformed) => out.push(m);

  // Overlong paths and query strings.
  for (const n of [1_000, 4_000, 8_000, 16_000, 60_000]) {
    add({ method: 'GET', target: `/${'a'.repeat(n)}`, why: `path of ${n}` });
    add({ method: 'GET', target: `/news?${'q='.concat('x'.repeat(n))}`, why: `query of ${n}` });
    add({ method: 'GET', target: `/${'news/'.repeat(n / 5)}`, why: `deep path of ${n}` });
  }
  // NUL bytes, broken percent-encoding, traversal, control characters.
  const nasty = [
    '%00', 'a%00b', '%', '%Z', '%ZZ', '%E0%A4%A', '%C0%AF', '%C0%80', '%FF%FE', '%u0000', '%%', '%2', '%25%', '%ED%A0%80',
    '..', '../..', '../../etc/passwd', '..%2f..%2fetc%2fpasswd', '%2e%2e/%2e%2e/etc/passwd', '..\\..\\windows\\win.ini',
    '.%2e/.%2e/', '%2e%2e%5c', '....//....//', '/./././', '//evil.example', '\\\\evil', '%0d%0aSet-Cookie:x=1',
    '%3Cscript%3Ealert(1)%3C/script%3E', "'\"><img src=x>", '${7*7}', '{{7*7}}', '%F0%9F%92%A9', '🙂', 'a b',
  ];
  for (const base of paths) {
    for (const bit of nasty) {
      add({ method: 'GET', target: `${base}/${bit}`, why: `path ${bit}` });
      add({ method: 'GET', target: `${base}?x=${bit}`, why: `query ${bit}` });
    }
  }
  // Payload's REST API: ids, pages, limits and queries PostgreSQL refuses.
  for (const collection of ['stories', 'events', 'staff', 'media', 'books']) {
    for (const id of ['abc', '1.5', '-1', '99999999999999999', '1e3', '%00', "1'--"]) {
      add({ method: 'GET', target: `/api/${collection}/${id}`, why: `${collection} id ${id}` });
    }
  }
  for (const query of ['page=-1', 'page=0', 'page=abc', 'limit=-5', 'limit=abc', 'where[title][like]=%25%00', 'where[id][equals]=abc', 'where[id][in]=1,abc', 'sort=%00', 'depth=-1']) {
    add({ method: 'GET', target: `/api/stories?${query}`, why: `stories ${query}` });
  }
  // Odd methods.
  for (const method of ['PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS', 'PROPFIND', 'MKCOL', 'FOO', 'CONNECT']) {
    for (const base of paths) add({ method, target: base, why: `method ${method}` });
  }
  // Huge and odd headers.
  for (const size of [8_000, 15_000, 20_000, 64_000, 200_000]) {
    add({ method: 'GET', target: '/', headers: { Cookie: `a=${'x'.repeat(size)}` }, why: `cookie of ${size}` });
    add({ method: 'GET', target: '/news', headers: { 'X-Long': 'y'.repeat(size) }, why: `header of ${size}` });
  }
  add({ method: 'GET', target: '/', headers: { 'Content-Length': '-1' }, why: 'negative length' });
  add({ method: 'GET', target: '/', headers: { 'Accept-Encoding': 'x'.repeat(5000) }, why: 'odd encoding' });
  add({ method: 'GET', target: '/', headers: { Range: 'bytes=999999999-' }, why: 'range past end' });
  add({ method: 'GET', target: '/', headers: { 'If-None-Match': '"' + 'e'.repeat(3000) }, why: 'broken etag' });
  // Unexpected parameters to the radio stream: none of these may reach an upstream.
  const ports = [
    '', 'abc', '-1', '0', '65536', '99999', '8076.5', '8076abc', ' 8076', '0x1F8C', '1e3', '8075', '8077', '80', '22', '6379',
    '%00', '8076%00', '8076%0d%0a', '%38%30%37%36%', 'NaN', 'Infinity', '[]', '{}', 'null', '8076,8077',
  ];
  for (const p of ports) add({ method: 'GET', target: `/api/stream?port=${p}`, why: `stream port ${p}` });
  for (const extra of ['port=8076&port=8077', 'port=8076&port=8076', 'port[]=8076', 'port=8077&host=127.0.0.1', 'host=evil.example', 'PORT=8076', 'port']) {
    add({ method: 'GET', target: `/api/stream?${extra}`, why: `stream ${extra}` });
  }
  for (const method of ['POST', 'PUT', 'DELETE']) add({ method, target: '/api/stream?port=8076', why: `stream ${method}` });
  // Fill up to at least 500 with generated junk.
  let i = 0;
  while (out.length < 520) {
    const junk = Array.from({ length: 12 }, (_, k) => String.fromCharCode(33 + ((i * 7 + k * 13) % 94))).join('');
    add({ method: 'GET', target: `/${encodeURI(junk).replace(/#/g, '%23')}`, why: `junk ${i}` });
    i += 1;
  }
  return out;
}
