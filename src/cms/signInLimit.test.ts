// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { RateLimitVerdict } from '@/server/db/store';
import {
  PASSWORD_RESETS_PER_ADDRESS,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_ADDRESS,
  SIGN_IN_WINDOW_MS,
  accountKey,
  addressKey,
  admitSignIn,
  signInEmail,
  signInLimitedMessage,
  signInRoute,
  withSignInLimit,
} from './signInLimit';

/** The store's fixed windows, in memory. */
function memoryCounter() {
  const hits = new Map<string, number>();
  const slot = (key: string, windowMs: number, now: Date) => `${key}@${Math.floor(now.getTime() / windowMs)}`;
  return {
    hits,
    async hitRateLimit(key: string, limit: number, windowMs: number, now = new Date()): Promise<RateLimitVerdict> {
      const k = slot(key, windowMs, now);
      const n = (hits.get(k) ?? 0) + 1;
      hits.set(k, n);
      if (n <= limit) return { allowed: true };
      const end = (Math.floor(now.getTime() / windowMs) + 1) * windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((end - now.getTime()) / 1000)) };
    },
    async releaseRateLimit(key: string, windowMs: number, now = new Date()) {
      const k = slot(key, windowMs, now);
      hits.set(k, Math.max(0, (hits.get(k) ?? 0) - 1));
    },
  };
}

const now = new Date('2026-11-27T15:05:00Z');

type Handler = (request: Request, context: never) => Promise<Response>;

describe('signInRoute', () => {
  it('counts Payload\'s sign-in and password reset requests, nothing else', () => {
    expect(signInRoute('/api/users/login')).toBe('login');
    expect(signInRoute('/api/users/login/')).toBe('login');
    expect(signInRoute('/api/users/forgot-password')).toBe('forgot-password');
    for (const other of ['/api/users/logout', '/api/users/me', '/api/stories', '/api/users/login/x', '/admin/login']) expect(signInRoute(other)).toBeNull();
  });
});

describe('signInEmail', () => {
  const post = (body: BodyInit, type?: string) => new Request('http://x/api/users/login', { method: 'POST', body, headers: type ? { 'content-type': type } : {} });

  it('reads the address from JSON and from the admin\'s form, in small letters', async () => {
    expect(await signInEmail(post(JSON.stringify({ email: ' Editor@Example.com ', password: 'x' }), 'application/json'))).toBe('editor@example.com');
    const form = new FormData();
    form.set('_payload', JSON.stringify({ email: 'Editor@example.com', password: 'x' }));
    expect(await signInEmail(post(form))).toBe('editor@example.com');
    expect(await signInEmail(post('email=a%40b.c&password=x', 'application/x-www-form-urlencoded'))).toBe('a@b.c');
  });

  it('is empty for a body it cannot read', async () => {
    expect(await signInEmail(post('{', 'application/json'))).toBe('');
    expect(await signInEmail(post(JSON.stringify({ email: 5 }), 'application/json'))).toBe('');
    expect(await signInEmail(post('x', 'text/plain'))).toBe('');
  });
});

describe('admitSignIn', () => {
  it('refuses a client past its failures, with the time left in the quarter hour', async () => {
    const counter = memoryCounter();
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS; i++) expect((await admitSignIn(counter, '203.0.113.5', `a${i}@example.com`, now)).refused).toBeNull();
    const { refused } = await admitSignIn(counter, '203.0.113.5', 'editor@example.com', now);
    expect(refused?.status).toBe(429);
    // 15:05 to 15:15.
    expect(refused?.headers.get('retry-after')).toBe('600');
    expect(await refused?.json()).toEqual({ errors: [{ message: signInLimitedMessage(600) }] });
    expect(signInLimitedMessage(600)).toMatch(/^Too many failed sign-ins\. Please wait 10 minutes/);
  });

  it('never lets one client lock someone else\'s account, however often it tries', async () => {
    const counter = memoryCounter();
    for (let i = 0; i < 200; i++) await admitSignIn(counter, '203.0.113.6', 'editor@example.com', now);
    expect((await admitSignIn(counter, '198.51.100.1', 'editor@example.com', now)).refused).toBeNull();
  });

  it('locks an account after failures from several clients, with the same answer whether it exists or not', async () => {
    const counter = memoryCounter();
    const answers: string[] = [];
    for (const email of ['editor@example.com', 'nobody@example.com']) {
      for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT; i++) {
        expect((await admitSignIn(counter, `192.0.2.${Math.floor(i / SIGN_IN_FAILURES_PER_ADDRESS)}-${email}`, email, now)).refused).toBeNull();
      }
      const { refused } = await admitSignIn(counter, '198.51.100.2', email, now);
      expect(refused?.status).toBe(429);
      answers.push(await refused!.text());
    }
    expect(answers[0]).toBe(answers[1]);
    // The refused client's own count was taken back: it may still sign in to other accounts.
    expect(counter.hits.get(`${addressKey('198.51.100.2')}@${Math.floor(now.getTime() / SIGN_IN_WINDOW_MS)}`)).toBe(0);
  });

  it('takes a good sign-in\'s counts back, so that only failures add up', async () => {
    const counter = memoryCounter();
    for (let i = 0; i < 3 * SIGN_IN_FAILURES_PER_ADDRESS; i++) {
      const admitted = await admitSignIn(counter, '203.0.113.7', 'editor@example.com', now);
      expect(admitted.refused).toBeNull();
      await admitted.succeeded();
    }
    expect([...counter.hits.values()].every((n) => n === 0)).toBe(true);
  });

  it('starts afresh in the next quarter hour', async () => {
    const counter = memoryCounter();
    for (let i = 0; i <= SIGN_IN_FAILURES_PER_ADDRESS; i++) await admitSignIn(counter, '203.0.113.8', 'x@example.com', now);
    expect((await admitSignIn(counter, '203.0.113.8', 'x@example.com', now)).refused).not.toBeNull();
    expect((await admitSignIn(counter, '203.0.113.8', 'x@example.com', new Date('2026-11-27T15:15:00Z'))).refused).toBeNull();
  });
});

describe('withSignInLimit', () => {
  const login = (email: string) =>
    new Request('http://x/api/users/login', { method: 'POST', body: JSON.stringify({ email, password: 'p' }), headers: { 'content-type': 'application/json' } });

  it('counts failed sign-ins and not good ones, then answers 429 without asking Payload', async () => {
    const counter = memoryCounter();
    let status = 200;
    const payload = vi.fn<Handler>(async () => new Response('{}', { status }));
    const handler = withSignInLimit(payload, async () => counter);
    for (let i = 0; i < 5; i++) expect((await handler(login('editor@example.com'), undefined as never)).status).toBe(200);
    status = 401;
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS; i++) expect((await handler(login('editor@example.com'), undefined as never)).status).toBe(401);
    payload.mockClear();
    expect((await handler(login('editor@example.com'), undefined as never)).status).toBe(429);
    expect(payload).not.toHaveBeenCalled();
    expect([...counter.hits.entries()].find(([k]) => k.startsWith(accountKey('editor@example.com')))?.[1]).toBe(SIGN_IN_FAILURES_PER_ADDRESS);
  });

  it('limits password reset requests per client', async () => {
    const counter = memoryCounter();
    const payload = vi.fn<Handler>(async () => Response.json({ message: 'Success' }));
    const handler = withSignInLimit(payload, async () => counter);
    const reset = () => new Request('http://x/api/users/forgot-password', { method: 'POST', body: '{"email":"a@b.c"}', headers: { 'content-type': 'application/json' } });
    for (let i = 0; i < PASSWORD_RESETS_PER_ADDRESS; i++) expect((await handler(reset(), undefined as never)).status).toBe(200);
    const refused = await handler(reset(), undefined as never);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/^Too many password reset requests/);
  });

  it('passes other requests, and every request when the counter is away, straight to Payload', async () => {
    const payload = vi.fn<Handler>(async () => new Response('ok'));
    const broken = vi.fn(async () => {
      throw new Error('connection refused');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = withSignInLimit(payload, broken);
    expect(await (await handler(new Request('http://x/api/stories', { method: 'POST' }), undefined as never)).text()).toBe('ok');
    expect(broken).not.toHaveBeenCalled();
    expect(await (await handler(login('a@b.c'), undefined as never)).text()).toBe('ok');
    expect(error).toHaveBeenCalledWith('Sign-in limit unavailable:', 'connection refused');
    error.mockRestore();
  });
});
