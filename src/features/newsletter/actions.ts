'use server';

import { headers } from 'next/headers';
import { rateLimitedMessage, SERVER_ERROR_MESSAGE } from '@/features/newsletter/messages';
import { runNewsletter } from '@/server/forms/run';
import type { NewsletterState } from './newsletterState';

/** The newsletter form's Server Action: works as a plain POST without JavaScript too. */
export async function subscribeAction(_previous: NewsletterState, form: FormData): Promise<NewsletterState> {
  const email = typeof form.get('email') === 'string' ? String(form.get('email')) : '';
  const result = await runNewsletter(form, await headers());
  switch (result.status) {
    case 'ok':
      return { status: 'ok' };
    case 'invalid':
      return { status: 'invalid', email, error: result.fieldErrors.email ?? SERVER_ERROR_MESSAGE };
    case 'rate-limited':
      return { status: 'refused', email, message: rateLimitedMessage(result.retryAfterSeconds) };
    case 'error':
      return { status: 'refused', email, message: SERVER_ERROR_MESSAGE };
    default:
      return result satisfies never;
  }
}
