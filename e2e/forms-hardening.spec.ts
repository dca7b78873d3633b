import { randomInt } from 'node:crypto';
import { expect, test } from './fixtures';
import { latestMessages, uniqueClient, uniqueEmail } from './formsSupport';
import { actionFields, multipart, requestFrom, type Answer } from './support/fromAddress';
import { rawRequest } from './support/rawHttp';

// The server trusts 127.0.0.1 as a proxy (playwright.config.ts): requests from other loopback
// addresses are clients that connect directly.
test.describe.configure({ timeout: 90_000 });
test.skip(({ isMobile }) => isMobile, 'server behaviour does not depend on the viewport');

const randomAddress = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const contact = (email: string) => ({ firstName: 'Ana', lastName: 'Ruiz', email, phone: '', subject: 'Tip', message: 'Hello' });
const RATE_LIMITED = 'You have sent several forms in the last minute.';

/**
 * Sends until a refusal (at most 11 times: 5 per window, a burst may straddle two windows); each answer
 * before it is `accepted` (the JSON endpoint's 200; a script-less Server Action's 303 to its confirmation
 * page, docs/decisions/0048-forms-post-redirect-get.md).
 */
async function sendUntilRefused(send: () => Promise<Answer>, refused: (a: Answer) => boolean, accepted: (a: Answer) => void = (a) => expect(a.status, a.body.slice(0, 300)).toBe(200)) {
  for (let sent = 0; sent < 11; sent++) {
    const answer = await send();
    if (refused(answer)) return { sent, answer };
    accepted(answer);
  }
  return { sent: 11, answer: null };
}

test.describe('client address', () => {
  test('a client that varies X-Forwarded-For still gets one rate-limit bucket (JSON endpoint)', async ({ baseURL }) => {
    const { answer } = await sendUntilRefused(
      () =>
        requestFrom(baseURL!, '127.0.0.2', 'POST', '/api/newsletter', {
          'content-type': 'application/json',
          'x-forwarded-for': randomAddress(),
          'x-real-ip': randomAddress(),
        }, JSON.stringify({ email: uniqueEmail('xff'), source: 'contact-newsletter' })),
      (a) => a.status === 429,
    );
    expect(answer?.status).toBe(429);
  });

  test('a client that varies X-Forwarded-For still gets one rate-limit bucket (Server Action)', async ({ baseURL }) => {
    const page = await requestFrom(baseURL!, '127.0.0.3', 'GET', '/contact');
    const hidden = actionFields(page.body, 'name="message"');
    const { answer } = await sendUntilRefused(async () => {
      const { body, type } = await multipart({ ...hidden, ...contact(uniqueEmail('xff-action')) });
      return requestFrom(baseURL!, '127.0.0.3', 'POST', '/contact', { 'content-type': type, origin: baseURL!, 'x-forwarded-for': randomAddress() }, body);
    }, (a) => a.body.includes(RATE_LIMITED), (a) => {
      expect(a.status, a.body.slice(0, 300)).toBe(303);
      expect(a.headers.location).toMatch(/^\/contact\/sent#sent$/);
    });
    // The refusal comes back in place, with the form: a 200 page, not a redirect.
    expect(answer?.status).toBe(200);
    expect(answer?.body).toContain(RATE_LIMITED);
  });

  test('behind the trusted proxy, the client is the rightmost address, whatever it wrote to the left', async ({ request }) => {
    const client = uniqueClient();
    let status = 200;
    for (let sent = 0; sent < 11 && status === 200; sent++) {
      const response = await request.post('/api/newsletter', {
        headers: { 'x-forwarded-for': `${randomAddress()}, ${client}` },
        form: { email: uniqueEmail('proxied'), source: 'contact-newsletter' },
      });
      status = response.status();
    }
    expect(status).toBe(429);
  });
});

test.describe('contact form limits', () => {
  const cjk = '中'.repeat(5000);

  test('a 5,000-character message in CJK text is sent and stored (over 16 kB in bytes)', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClient() });
    const email = uniqueEmail('cjk');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    for (const [label, value] of Object.entries({ 'First name': '安', 'Last name': '王', 'Email address': email, Subject: '题', Message: cjk })) {
      await form.getByLabel(label, { exact: true }).fill(value);
    }
    await form.getByRole('button', { name: 'Submit Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you, your message has been sent.' })).toBeVisible();
    expect(latestMessages()).toContainEqual(expect.objectContaining({ email, message: cjk }));
  });

  test('without JavaScript, an over-long message comes back in the form with its message', async ({ baseURL }) => {
    const client = uniqueClient();
    const page = await requestFrom(baseURL!, '127.0.0.1', 'GET', '/contact');
    const { body, type } = await multipart({ ...actionFields(page.body, 'name="message"'), ...contact(uniqueEmail('long')), message: cjk.repeat(4) });
    const answer = await requestFrom(baseURL!, '127.0.0.1', 'POST', '/contact', { 'content-type': type, origin: baseURL!, 'x-forwarded-for': client }, body);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Please keep your message to 5,000 characters or fewer.');
    expect(answer.body).toContain('name="firstName"');
  });

  test('a Server Action from another site or a null origin is refused with 403', async ({ baseURL }) => {
    const page = await requestFrom(baseURL!, '127.0.0.1', 'GET', '/contact');
    const { body, type } = await multipart({ ...actionFields(page.body, 'name="message"'), ...contact(uniqueEmail('csrf')) });
    for (const origin of ['https://evil.example', 'null']) {
      const answer = await requestFrom(baseURL!, '127.0.0.1', 'POST', '/contact', { 'content-type': type, origin, 'x-forwarded-for': uniqueClient() }, body);
      expect(answer.status, origin).toBe(403);
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    const fetchAction = await requestFrom(baseURL!, '127.0.0.1', 'POST', '/contact', { 'content-type': 'text/plain', 'next-action': 'abc', origin: 'null' }, '[]');
    expect(fetchAction.status).toBe(403);
  });

  test('the JSON endpoint reads Application/JSON but not application/jsonp', async ({ request }) => {
    const headers = { 'x-forwarded-for': uniqueClient() };
    const data = JSON.stringify({ email: 'x' });
    expect((await request.post('/api/newsletter', { headers: { ...headers, 'content-type': 'Application/JSON' }, data })).status()).toBe(400);
    expect((await request.post('/api/newsletter', { headers: { ...headers, 'content-type': 'application/jsonp' }, data })).status()).toBe(415);
  });
});

test.describe('bad input', () => {
  test('control characters and invisible-only fields get 400 with a field message; nothing is stored', async ({ request }) => {
    const headers = { 'x-forwarded-for': uniqueClient() };
    const email = uniqueEmail('nul');
    const nul = await request.post('/api/contact', { headers, data: { ...contact(email), firstName: 'Ana\u0000', subject: 'Tip\nFAKE LOG LINE' } });
    expect(nul.status()).toBe(400);
    expect(await nul.json()).toMatchObject({
      fieldErrors: { firstName: 'Please remove the hidden control characters from your first name.', subject: expect.stringContaining('control characters') },
    });
    const invisible = await request.post('/api/contact', { headers, data: { ...contact(email), lastName: '\u200b\u202e' } });
    expect(await invisible.json()).toMatchObject({ fieldErrors: { lastName: 'Please enter your last name.' } });
    expect(latestMessages().some((m) => m.email === email)).toBe(false);
  });

  test('a 6 kB X-Forwarded-For is not a storage failure', async ({ request }) => {
    const response = await request.post('/api/newsletter', {
      headers: { 'x-forwarded-for': `${'9'.repeat(6 * 1024)}, ${uniqueClient()}` },
      form: { email: uniqueEmail('long-xff'), source: 'contact-newsletter' },
    });
    expect(response.status()).toBe(200);
    const garbage = await request.post('/api/newsletter', { headers: { 'x-forwarded-for': 'x'.repeat(6 * 1024) }, form: { email: uniqueEmail('g'), source: 'contact-newsletter' } });
    expect([200, 429]).toContain(garbage.status());
  });
});

test.describe('method answers', () => {
  test('TRACE gets 405 with the security headers', async ({ baseURL }) => {
    const answer = await requestFrom(baseURL!, '127.0.0.1', 'TRACE', '/');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD, POST');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  test('route handlers answer other methods with 405 and an Allow header', async ({ request, baseURL }) => {
    const get = await request.get('/api/contact');
    expect(get.status()).toBe(405);
    expect(get.headers()['allow']).toBe('OPTIONS, POST');
    const put = await request.put('/api/newsletter', { data: {} });
    expect(put.headers()['allow']).toBe('OPTIONS, POST');
    const post = await request.post('/api/radio/now-playing', { headers: { 'x-forwarded-for': uniqueClient() } });
    expect(post.status()).toBe(405);
    expect(post.headers()['allow']).toBe('GET, HEAD, OPTIONS');
    for (const path of ['/api/weather', '/api/preview', '/api/preview/exit']) {
      const refused = await request.post(path, { headers: { 'x-forwarded-for': uniqueClient() } });
      expect(refused.status(), path).toBe(405);
      expect(refused.headers()['allow'], path).toBe('GET, HEAD, OPTIONS');
      expect(await refused.text(), path).toBe('Method not allowed.');
    }
    // Prerendered route handlers export GET alone (another export would make them render per
    // request); the request guard answers their other methods, OPTIONS included, with 405.
    for (const path of ['/feed.xml', '/events.ics', '/news/category/politics/feed.xml']) {
      const refused = await request.post(path, { headers: { 'x-forwarded-for': uniqueClient() } });
      expect(refused.status(), path).toBe(405);
      expect(refused.headers()['allow'], path).toBe('GET, HEAD');
    }
    const options = await rawRequest(Number(new URL(baseURL!).port), 'OPTIONS', '/api/contact');
    expect(options.status).toBe(204);
  });
});
