'use server';

import { headers } from 'next/headers';
import { rateLimitedMessage, SERVER_ERROR_MESSAGE } from '@/features/newsletter/messages';
import { runContact } from '@/server/forms/run';
import { contactFieldsFrom } from './contactSchema';
import type { ContactState } from './contactState';

/** The contact form's Server Action: works as a plain POST without JavaScript too. */
export async function sendContactAction(_previous: ContactState, form: FormData): Promise<ContactState> {
  const values = contactFieldsFrom(form);
  const result = await runContact(form, await headers());
  switch (result.status) {
    case 'ok':
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
