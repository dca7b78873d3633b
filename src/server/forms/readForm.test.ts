// @vitest-environment node
import { clientAddress } from './clientAddress';
import { BodyError, readForm } from './readForm';

const post = (body: BodyInit, type: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/newsletter', { method: 'POST', body, headers: { 'content-type': type, ...headers } });

describe('readForm', () => {
  it('reads url-encoded, multipart and JSON bodies', async () => {
    expect((await readForm(post('email=a%40example.com&source=x', 'application/x-www-form-urlencoded'))).get('email')).toBe('a@example.com');
    const multipart = new FormData();
    multipart.set('email', 'b@example.com');
    const request = new Request('http://localhost/', { method: 'POST', body: multipart });
    expect((await readForm(request)).get('email')).toBe('b@example.com');
    expect((await readForm(post(JSON.stringify({ email: 'c@example.com', n: 1 }), 'application/json'))).get('email')).toBe('c@example.com');
  });

  it('refuses a body over the limit with 413, whatever its declared length', async () => {
    const big = 'message=' + 'x'.repeat(16 * 1024);
    await expect(readForm(post(big, 'application/x-www-form-urlencoded'))).rejects.toMatchObject({ status: 413 });
    await expect(readForm(post(big, 'application/x-www-form-urlencoded', { 'content-length': '10' }))).rejects.toBeInstanceOf(BodyError);
    await expect(readForm(post('a=b', 'application/x-www-form-urlencoded', { 'content-length': '999999' }))).rejects.toMatchObject({ status: 413 });
  });

  it('refuses bad JSON with 400 and other types with 415', async () => {
    await expect(readForm(post('{', 'application/json'))).rejects.toMatchObject({ status: 400 });
    await expect(readForm(post('[]', 'application/json'))).rejects.toMatchObject({ status: 400 });
    await expect(readForm(post('x', 'text/plain'))).rejects.toMatchObject({ status: 415 });
  });
});

describe('clientAddress', () => {
  it('takes the address added by the nearest hop', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '::1' }))).toBe('::1');
    expect(clientAddress(new Headers({ 'x-real-ip': '203.0.113.8' }))).toBe('203.0.113.8');
    expect(clientAddress(new Headers())).toBe('unknown');
  });
});
