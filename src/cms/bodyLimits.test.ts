import { describe, expect, it } from 'vitest';
import { MAX_JSON_BYTES, MAX_UPLOAD_BYTES, MULTIPART_OVERHEAD_BYTES, UNREADABLE_FORM_MESSAGE, UNREADABLE_PAYLOAD_MESSAGE, UNSUPPORTED_TYPE_MESSAGE, declaredLength, limitRequestBody } from './bodyLimits';

const url = 'http://localhost/api/stories';

/** A body stream without a declared length (as with chunked transfer encoding). */
function chunked(size: number, chunk = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const n = Math.min(chunk, size - sent);
      sent += n;
      controller.enqueue(new Uint8Array(n).fill(0x61));
    },
  });
}

async function errorMessage(response: Response): Promise<string> {
  const body = (await response.json()) as { errors: { message: string }[] };
  return body.errors[0]?.message ?? '';
}

describe('declaredLength', () => {
  it('reads a valid Content-Length only', () => {
    expect(declaredLength(new Headers({ 'content-length': '123' }))).toBe(123);
    expect(declaredLength(new Headers({ 'content-length': 'abc' }))).toBeNull();
    expect(declaredLength(new Headers())).toBeNull();
  });
});

describe('limitRequestBody', () => {
  it('answers 413 to a JSON body declared over the limit, without reading it', async () => {
    let pulled = false;
    const body = new ReadableStream<Uint8Array>({
      pull() {
        pulled = true;
      },
      // Nothing is pulled until someone reads.
    }, { highWaterMark: 0 });
    const request = new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(MAX_JSON_BYTES + 1) },
      body,
      duplex: 'half',
    } as RequestInit);
    const result = await limitRequestBody(request);
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(413);
    expect(await errorMessage(response)).toMatch(/request body is too large: at most 1 MB/);
    expect(pulled).toBe(false);
  });

  it('answers 413 to an upload declared over the photo limit, with the photo limit in the message', async () => {
    const request = new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES + 1) },
      body: 'x',
    });
    const response = (await limitRequestBody(request)) as Response;
    expect(response.status).toBe(413);
    expect(await errorMessage(response)).toMatch(/photos may be up to 20 MB/);
  });

  it('passes an upload within the limit whose _payload is a JSON object, with the same form, and requests without a body as they are', async () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(300_000).fill(7)], 'photo.jpg', { type: 'image/jpeg' }));
    form.set('_payload', JSON.stringify({ alt: 'Fair Park at dusk' }));
    const upload = new Request(url, { method: 'POST', body: form });
    const passed = await limitRequestBody(upload);
    expect(passed).toBeInstanceOf(Request);
    const received = await (passed as Request).formData();
    expect(received.get('_payload')).toBe('{"alt":"Fair Park at dusk"}');
    expect((received.get('file') as File).size).toBe(300_000);
    // A form without _payload (a file alone) is Payload's to judge.
    const fileOnly = new FormData();
    fileOnly.set('file', new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    expect(await limitRequestBody(new Request(url, { method: 'PATCH', body: fileOnly }))).toBeInstanceOf(Request);
    const get = new Request(url);
    expect(await limitRequestBody(get)).toBe(get);
  });

  it('answers 400 to a multipart form whose _payload is not one JSON object, or that does not parse', async () => {
    const payloads: (string | string[])[] = ['not json', '{"alt": "Unfinished', '[{"alt":"In a list"}]', '42', 'null', '"a string"', ['{"alt":"a"}', '{"alt":"b"}']];
    for (const value of payloads) {
      const form = new FormData();
      form.set('file', new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
      for (const one of [value].flat()) form.append('_payload', one);
      const answer = (await limitRequestBody(new Request(url, { method: 'POST', body: form }))) as Response;
      expect(answer.status, String(value)).toBe(400);
      expect(await errorMessage(answer)).toBe(UNREADABLE_PAYLOAD_MESSAGE);
    }
    for (const body of ['x', '', '--b\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{}']) {
      const broken = new Request(url, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=b' }, body });
      const answer = (await limitRequestBody(broken)) as Response;
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(await errorMessage(answer)).toBe(UNREADABLE_FORM_MESSAGE);
    }
  });

  it('reads a chunked upload up to the photo limit: over it 413', async () => {
    const over = new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body: chunked(MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES + 10),
      duplex: 'half',
    } as RequestInit);
    const answer = (await limitRequestBody(over)) as Response;
    expect(answer.status).toBe(413);
    expect(await errorMessage(answer)).toMatch(/photos may be up to 20 MB/);
  });

  it('answers 400 to a JSON body that does not parse or is not an object, and passes one that is', async () => {
    const broken = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '10' }, body: '{"title":' });
    const response = (await limitRequestBody(broken)) as Response;
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe('The request body is not valid JSON.');
    for (const body of ['"a string"', '[1,2]', '42', 'null']) {
      const notObject = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const answer = (await limitRequestBody(notObject)) as Response;
      expect(answer.status, body).toBe(400);
      expect(await errorMessage(answer)).toBe('The request body must be a JSON object.');
    }
    const json = new Request(url, { method: 'PATCH', headers: { 'content-type': 'application/json', 'content-length': '14' }, body: '{"title":"Hi"}' });
    const passed = (await limitRequestBody(json)) as Request;
    expect(await passed.json()).toEqual({ title: 'Hi' });
    expect(passed.method).toBe('PATCH');
  });

  it('answers 415 to a body that is neither JSON nor multipart, and passes an empty one', async () => {
    for (const [type, body] of [['text/plain', 'title=x'], ['application/x-www-form-urlencoded', 'title=x'], ['', 'x']]) {
      const request = new Request(url, { method: 'POST', headers: type ? { 'content-type': type } : {}, body });
      const answer = (await limitRequestBody(request)) as Response;
      expect(answer.status, type).toBe(415);
      expect(await errorMessage(answer)).toBe(UNSUPPORTED_TYPE_MESSAGE);
    }
    const logout = new Request('http://localhost/api/users/logout', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '' });
    expect(await limitRequestBody(logout)).toBeInstanceOf(Request);
  });

  it("passes the admin's query sent as a form in a POST read as a GET (its relationship fields' choices)", async () => {
    const query = 'depth=0&where[id][in][0]=31&limit=10';
    for (const header of ['x-payload-http-method-override', 'x-http-method-override']) {
      const request = new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', [header]: 'GET' }, body: query });
      const passed = await limitRequestBody(request);
      expect(passed, header).toBeInstanceOf(Request);
      expect(await (passed as Request).text()).toBe(query);
      expect((passed as Request).headers.get(header)).toBe('GET');
    }
    // Only a read: a form asking to be a DELETE, or a GET override of a text body, is still refused.
    for (const [type, override] of [['application/x-www-form-urlencoded', 'DELETE'], ['text/plain', 'GET']]) {
      const request = new Request(url, { method: 'POST', headers: { 'content-type': type!, 'x-payload-http-method-override': override! }, body: query });
      expect(((await limitRequestBody(request)) as Response).status, `${type} ${override}`).toBe(415);
    }
    const huge = new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET' }, body: 'a'.repeat(MAX_JSON_BYTES + 1) });
    expect(((await limitRequestBody(huge)) as Response).status).toBe(413);
  });

  it('reads a chunked JSON body up to the limit: over it 413, within it the same bytes', async () => {
    const over = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: chunked(MAX_JSON_BYTES + 10), duplex: 'half' } as RequestInit);
    expect(((await limitRequestBody(over)) as Response).status).toBe(413);

    const json = JSON.stringify({ title: 'a'.repeat(1000) });
    const pieces = json.match(/[\s\S]{1,100}/g)!;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const piece = pieces.shift();
        if (piece === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(piece));
      },
    });
    const within = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    const passed = await limitRequestBody(within);
    expect(passed).toBeInstanceOf(Request);
    expect(passed).not.toBe(within);
    expect(await (passed as Request).text()).toBe(json);
    expect((passed as Request).method).toBe('POST');
  });
});
