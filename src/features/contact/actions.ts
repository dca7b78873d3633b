'use server';

import { headers } from 'next/headers';
import { CONTACT_SENT_PATH, rateLimitedMessage, SERVER_ERROR_MESSAGE } from '@/features/newsletter/messages';
import { runContact } from '@/server/forms/run';
import { redirectPlainPost } from '@/server/forms/sentRedirect';
import { contactFieldsFrom } from './contactSchema';
import type { ContactState } from './contactState';

/**
 * The contact form's Server Action: works as a plain POST without JavaScript too, which once sent is
 * answered with a 303 to the confirmation page (a refusal comes back in place, with the form).
 */
export async function sendContactAction(_previous: ContactState, form: FormData): Promise<ContactState> {
  const values = contactFieldsFrom(form);
  const requestHeaders = await headers();
  const result = await runContact(form, requestHeaders);
  switch (result.status) {
    case 'ok':
      redirectPlainPost(requestHeaders, CONTACT_SENT_PATH);
      return { status: 'ok' };
    case 'invalid':
      return { status: 'invalid', values, errors: result.fieldErrors };
    case 'rate-limited':
      return { status: 'refused', values, message: rateLimitedMessage(result.retryAfterSeconds) };
    case 'error':
      return { status: 'refused', values, message: SERVER_ERROR_MESSAGE };
    default:
      return result satisfies never;
  }
}
