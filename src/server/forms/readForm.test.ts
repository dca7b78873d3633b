// @vitest-environment node
import { CLIENT_ADDRESS_HEADER, stampedAddress } from '@/server/http/clientAddress';
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
    const big = 'message=' + 'x'.repeat(64 * 1024);
    await expect(readForm(post(big, 'application/x-www-form-urlencoded'))).rejects.toMatchObject({ status: 413 });
    await expect(readForm(post(big, 'application/x-www-form-urlencoded', { 'content-length': '10' }))).rejects.toBeInstanceOf(BodyError);
    await expect(readForm(post('a=b', 'application/x-www-form-urlencoded', { 'content-length': '999999' }))).rejects.toMatchObject({ status: 413 });
  });

  it('refuses bad JSON with 400 and other types with 415', async () => {
    await expect(readForm(post('{', 'application/json'))).rejects.toMatchObject({ status: 400 });
    await expect(readForm(post('[]', 'application/json'))).rejects.toMatchObject({ status: 400 });
    await expect(readForm(post('x', 'text/plain'))).rejects.toMatchObject({ status: 415 });
  });

  it('reads the media type case-insensitively and exactly, parameters aside', async () => {
    const json = JSON.stringify({ email: 'c@example.com' });
    expect((await readForm(post(json, 'Application/JSON'))).get('email')).toBe('c@example.com');
    expect((await readForm(post(json, 'application/json ; charset=UTF-8'))).get('email')).toBe('c@example.com');
    expect((await readForm(post('email=d%40example.com', 'Application/X-WWW-Form-Urlencoded'))).get('email')).toBe('d@example.com');
    await expect(readForm(post(json, 'application/jsonp'))).rejects.toMatchObject({ status: 415 });
    await expect(readForm(post(json, 'application/json-seq'))).rejects.toMatchObject({ status: 415 });
    await expect(readForm(post('a=b', 'application/x-www-form-urlencodedx'))).rejects.toMatchObject({ status: 415 });
  });
});

describe('clientAddress', () => {
  it('is the address the request guard stamped, never X-Forwarded-For or X-Real-IP', () => {
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: stampedAddress('203.0.113.7'), 'x-forwarded-for': '198.51.100.1' }))).toBe('203.0.113.7');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }))).toBe('unverified');
    expect(clientAddress(new Headers({ 'x-real-ip': '203.0.113.8' }))).toBe('unverified');
  });
});
