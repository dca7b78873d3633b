'use server';

import { headers } from 'next/headers';
import { NEWSLETTER_SENT_PATH, rateLimitedMessage, SERVER_ERROR_MESSAGE } from '@/features/newsletter/messages';
import { runNewsletter } from '@/server/forms/run';
import { redirectPlainPost } from '@/server/forms/sentRedirect';
import type { NewsletterState } from './newsletterState';

/**
 * The newsletter form's Server Action: works as a plain POST without JavaScript too, which once stored is
 * answered with a 303 to the confirmation page, whichever page the form was on (a refusal comes back in
 * place, with the form).
 */
export async function subscribeAction(_previous: NewsletterState, form: FormData): Promise<NewsletterState> {
  const email = typeof form.get('email') === 'string' ? String(form.get('email')) : '';
  const requestHeaders = await headers();
  const result = await runNewsletter(form, requestHeaders);
  switch (result.status) {
    case 'ok':
      redirectPlainPost(requestHeaders, NEWSLETTER_SENT_PATH);
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
