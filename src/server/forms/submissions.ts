import { contactFieldsFrom, contactSchema, fieldErrors, type ContactField } from '@/features/contact/contactSchema';
import { newsletterSchema } from '@/features/newsletter/newsletterSchema';
import { isStoryIdea, type TipSource } from '@/features/tips/tipStatus';
import type { NewContactMessage, Store } from '@/server/db/store';
import { HONEYPOT_FIELD, RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_MS } from './limits';

/** What a form submission came to; the forms and the JSON endpoints both render it. */
export type SubmissionResult<F extends string> =
  | { status: 'ok' }
  | { status: 'invalid'; fieldErrors: Partial<Record<F, string>> }
  | { status: 'rate-limited'; retryAfterSeconds: number }
  | { status: 'error' };

/**
 * What follows a stored submission by mail (src/server/forms/run.ts wires the newsletter service in):
 * a signup queues the confirmation mail (double opt-in), a contact message is forwarded to the newsroom.
 */
export type SubmissionMail = {
  subscribed: (email: string, source: string) => Promise<unknown>;
  contacted: (message: NewContactMessage) => Promise<unknown>;
};

/** Where a story-idea message becomes a tip for the newsroom to follow up (the admin's `tips`). */
export type SubmissionTips = { received: (message: TipSource) => Promise<unknown> };

type Deps = { store: Store; clientKey: string; now?: Date; mail?: SubmissionMail; tips?: SubmissionTips };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The rate limit shared by every form (per client address); null when the submission may go on. */
export async function admit(deps: Pick<Deps, 'store' | 'clientKey' | 'now'>): Promise<SubmissionResult<never> | null> {
  const verdict = await deps.store.hitRateLimit(deps.clientKey, RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_MS, deps.now);
  return verdict.allowed ? null : { status: 'rate-limited', retryAfterSeconds: verdict.retryAfterSeconds };
}

/** A robot filled the hidden field: answer as if all went well, store nothing. */
export const isRobot = (form: FormData) => text(form, HONEYPOT_FIELD) !== '';

export async function submitNewsletter(form: FormData, deps: Deps): Promise<SubmissionResult<'email'>> {
  const refused = await admit(deps);
  if (refused) return refused;
  if (isRobot(form)) return { status: 'ok' };
  const parsed = newsletterSchema.safeParse({ email: text(form, 'email'), source: text(form, 'source') });
  if (!parsed.success) {
    const errors = fieldErrors<'email' | 'source'>(parsed.error);
    // The source is the form's own hidden field: a bad one is a broken or forged form.
    return { status: 'invalid', fieldErrors: { email: errors.email ?? 'This form could not be sent. Please reload the page and try again.' } };
  }
  await deps.store.addSubscriber(parsed.data.email, parsed.data.source);
  // The answer is the same whether the address was new, pending or confirmed (nobody learns who subscribes).
  await deps.mail?.subscribed(parsed.data.email, parsed.data.source);
  return { status: 'ok' };
}

export async function submitContact(form: FormData, deps: Deps): Promise<SubmissionResult<ContactField>> {
  const refused = await admit(deps);
  if (refused) return refused;
  if (isRobot(form)) return { status: 'ok' };
  const parsed = contactSchema.safeParse(contactFieldsFrom(form));
  if (!parsed.success) return { status: 'invalid', fieldErrors: fieldErrors<ContactField>(parsed.error) };
  const { id } = await deps.store.addContactMessage(parsed.data);
  // Stored first: a tip that cannot be made is logged, and the message is still in the inbox.
  if (isStoryIdea(parsed.data.subject)) {
    await deps.tips?.received({ id, ...parsed.data }).catch((error: unknown) => console.error(`Contact message #${id} could not be made a tip:`, error instanceof Error ? error.message : error));
  }
  // The message is stored (the newsroom's inbox has it): a failed forward is logged, not the reader's problem.
  await deps.mail?.contacted(parsed.data).catch((error: unknown) => console.error('The contact message could not be queued for the newsroom:', error instanceof Error ? error.message : error));
  return { status: 'ok' };
}
