import { vi } from 'vitest';
import type { NewContactMessage, Store } from '@/server/db/store';
import { tipFromMessage, type TipSource } from '@/features/tips/tipStatus';
import { submitContact, submitNewsletter, type SubmissionTips } from './submissions';

function fakeStore() {
  const subscribers = new Map<string, string>();
  const messages: NewContactMessage[] = [];
  const hits = new Map<string, number>();
  const store = {
    async addSubscriber(email: string, source: string) {
      if (subscribers.has(email)) return { created: false };
      subscribers.set(email, source);
      return { created: true };
    },
    async addContactMessage(message: NewContactMessage) {
      messages.push(message);
      return { id: messages.length };
    },
    async hitRateLimit(key: string, limit: number) {
      const count = (hits.get(key) ?? 0) + 1;
      hits.set(key, count);
      return count <= limit ? { allowed: true as const } : { allowed: false as const, retryAfterSeconds: 42 };
    },
  } as unknown as Store;
  return { store, subscribers, messages };
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

const contact = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: '', subject: 'Tip', message: 'Hello' };

describe('submitNewsletter', () => {
  it('stores the normalized address with its form name', async () => {
    const { store, subscribers } = fakeStore();
    expect(await submitNewsletter(form({ email: ' Reader@Example.COM ', source: 'home-daily-updates' }), { store, clientKey: 'a' })).toEqual({ status: 'ok' });
    expect([...subscribers]).toEqual([['Reader@example.com', 'home-daily-updates']]);
  });

  it('answers an invalid address with its message and stores nothing', async () => {
    const { store, subscribers } = fakeStore();
    const result = await submitNewsletter(form({ email: 'nope', source: 'contact-newsletter' }), { store, clientKey: 'a' });
    expect(result).toEqual({ status: 'invalid', fieldErrors: { email: 'Please enter a valid email address, like name@example.com.' } });
    expect(subscribers.size).toBe(0);
  });

  it('accepts a filled honeypot silently without storing', async () => {
    const { store, subscribers } = fakeStore();
    const result = await submitNewsletter(form({ email: 'bot@example.com', source: 'contact-newsletter', website: 'http://spam' }), { store, clientKey: 'a' });
    expect(result).toEqual({ status: 'ok' });
    expect(subscribers.size).toBe(0);
  });

  it('refuses the sixth submission of a minute from one address, before storing', async () => {
    const { store, subscribers } = fakeStore();
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await submitNewsletter(form({ email: `r${i}@example.com`, source: 'x' }), { store, clientKey: 'a' }));
    expect(results.slice(0, 5).every((r) => r.status === 'ok')).toBe(true);
    expect(results[5]).toEqual({ status: 'rate-limited', retryAfterSeconds: 42 });
    expect(subscribers.size).toBe(5);
    expect(await submitNewsletter(form({ email: 'other@example.com', source: 'x' }), { store, clientKey: 'b' })).toEqual({ status: 'ok' });
  });
});

describe('submitContact', () => {
  it('stores a valid message', async () => {
    const { store, messages } = fakeStore();
    expect(await submitContact(form(contact), { store, clientKey: 'a' })).toEqual({ status: 'ok' });
    expect(messages).toEqual([{ ...contact, phone: null }]);
  });

  it('reports each invalid field and stores nothing', async () => {
    const { store, messages } = fakeStore();
    const result = await submitContact(form({ ...contact, firstName: '', email: 'x' }), { store, clientKey: 'a' });
    expect(result.status).toBe('invalid');
    expect(result.status === 'invalid' && Object.keys(result.fieldErrors)).toEqual(['firstName', 'email']);
    expect(messages).toEqual([]);
  });

  it('accepts a filled honeypot silently without storing', async () => {
    const { store, messages } = fakeStore();
    expect(await submitContact(form({ ...contact, website: 'x' }), { store, clientKey: 'a' })).toEqual({ status: 'ok' });
    expect(messages).toEqual([]);
  });
});

describe('mail after a submission', () => {
  const recorder = (failContact = false) => {
    const calls: string[] = [];
    return {
      calls,
      mail: {
        subscribed: async (email: string, source: string) => calls.push(`subscribed ${email} ${source}`),
        contacted: async (message: NewContactMessage) => {
          if (failContact) throw new Error('queue down');
          calls.push(`contacted ${message.email}`);
        },
      },
    };
  };

  it('asks for a confirmation mail for a stored signup (and for none from a robot or a bad address)', async () => {
    const { store } = fakeStore();
    const { calls, mail } = recorder();
    await submitNewsletter(form({ email: ' Reader@Example.COM ', source: 'home-daily-updates' }), { store, clientKey: 'a', mail });
    await submitNewsletter(form({ email: 'bot@example.com', source: 'x', website: 'spam' }), { store, clientKey: 'a', mail });
    await submitNewsletter(form({ email: 'nope', source: 'x' }), { store, clientKey: 'a', mail });
    expect(calls).toEqual(['subscribed Reader@example.com home-daily-updates']);
  });

  it('forwards a stored contact message, and still answers ok when the forward cannot be queued', async () => {
    const { store, messages } = fakeStore();
    const ok = recorder();
    expect(await submitContact(form(contact), { store, clientKey: 'a', mail: ok.mail })).toEqual({ status: 'ok' });
    expect(ok.calls).toEqual(['contacted ana@example.com']);
    const failing = recorder(true);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await submitContact(form(contact), { store, clientKey: 'a', mail: failing.mail })).toEqual({ status: 'ok' });
    expect(messages).toHaveLength(2);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('could not be queued'), 'queue down');
    errors.mockRestore();
  });
});

describe('submitContact and story tips', () => {
  const tipsRecorder = (fail = false) => {
    const received: TipSource[] = [];
    const tips: SubmissionTips = {
      received: async (message) => {
        if (fail) throw new Error('cms down');
        received.push(message);
      },
    };
    return { tips, received };
  };

  it('makes a story-idea message a tip with status new, linked to the stored message', async () => {
    const { store, messages } = fakeStore();
    const { tips, received } = tipsRecorder();
    const now = new Date('2026-11-23T17:00:00Z');
    const idea = { ...contact, subject: 'Story idea: the Bishop Arts parking fight' };
    expect(await submitContact(form(idea), { store, clientKey: 'a', tips })).toEqual({ status: 'ok' });
    expect(messages).toHaveLength(1);
    expect(received).toHaveLength(1);
    expect(tipFromMessage(received[0]!, now)).toEqual({
      contactMessage: 1,
      from: 'Ana Ruiz',
      email: 'ana@example.com',
      phone: '',
      subject: 'Story idea: the Bishop Arts parking fight',
      message: 'Hello',
      receivedAt: '2026-11-23T17:00:00.000Z',
      status: 'new',
    });
  });

  it('makes no tip of another subject, or of a robot', async () => {
    const { store } = fakeStore();
    const { tips, received } = tipsRecorder();
    await submitContact(form({ ...contact, subject: 'Advertising rates' }), { store, clientKey: 'a', tips });
    await submitContact(form({ ...contact, subject: 'Story tip', website: 'x' }), { store, clientKey: 'a', tips });
    expect(received).toEqual([]);
  });

  it('keeps the message and answers ok when the tip cannot be made', async () => {
    const { store, messages } = fakeStore();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { tips } = tipsRecorder(true);
    expect(await submitContact(form({ ...contact, subject: 'News tip' }), { store, clientKey: 'a', tips })).toEqual({ status: 'ok' });
    expect(messages).toHaveLength(1);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('could not be made a tip'), 'cms down');
    errors.mockRestore();
  });
});
