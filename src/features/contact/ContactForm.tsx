'use client';

import { useActionState, useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { Honeypot } from '@/features/newsletter/Honeypot';
import { CONTACT_SENT_HEADING, CONTACT_SENT_MESSAGE, correctFieldsMessage, SERVER_ERROR_MESSAGE } from '@/features/newsletter/messages';
import { sendContactAction } from './actions';
import { ContactField } from './ContactField';
import { CONTACT_FIELDS, contactFieldsFrom, MESSAGE_MAX_LENGTH } from './contactFields';
import type { ContactField as Field } from './contactSchema';
import { initialContactState, type ContactState } from './contactState';

const inputClass = 'w-full rounded-md border border-[#8a8f98] bg-white px-3 py-2 text-ink aria-invalid:border-[#b91c1c]';

/** Element ids of the fields (SPEC.md: first-name, last-name, email, phone, subject, message). */
const fieldIds: Record<Field, string> = {
  firstName: 'first-name',
  lastName: 'last-name',
  email: 'email',
  phone: 'phone',
  subject: 'subject',
  message: 'message',
};

/**
 * The contact message form (SPEC.md: first name, last name, email, phone (optional), subject, message
 * of 5 rows). Checked in the browser with the server's zod schema, sent without a reload; without
 * JavaScript it posts to its Server Action. On success a confirmation replaces it.
 */
export function ContactForm() {
  const [serverState, formAction, serverPending] = useActionState(sendContactAction, initialContactState);
  const [clientState, setClientState] = useState<ContactState | null>(null);
  const [sending, startSending] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const state = clientState ?? serverState;
  const errors = state.status === 'invalid' ? state.errors : {};
  const values = state.status === 'invalid' || state.status === 'refused' ? state.values : undefined;

  useEffect(() => {
    if (clientState?.status === 'ok') doneRef.current?.focus();
    if (clientState?.status === 'invalid') {
      const first = CONTACT_FIELDS.find((field) => clientState.errors[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${fieldIds[first]}`)?.focus();
    }
  }, [clientState]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = contactFieldsFrom(data);
    startSending(async () => {
      // The schema (and zod) loads only when a reader submits: it is not part of the page's first load.
      const { contactSchema, fieldErrors } = await import('./contactSchema');
      const checked = contactSchema.safeParse(fields);
      if (!checked.success && !data.get('website')) {
        setClientState({ status: 'invalid', values: fields, errors: fieldErrors<Field>(checked.error) });
        return;
      }
      try {
        setClientState(await sendContactAction(initialContactState, data));
      } catch {
        setClientState({ status: 'refused', values: fields, message: SERVER_ERROR_MESSAGE });
      }
    });
  }

  const invalidCount = Object.keys(errors).length;
  const status =
    state.status === 'refused' ? state.message : state.status === 'invalid' && invalidCount > 0 ? correctFieldsMessage(invalidCount) : '';

  return (
    <div>
      {state.status === 'ok' ? null : (
        <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className="relative grid gap-4 sm:grid-cols-2" aria-label="Send us a message">
          <ContactField id={fieldIds.firstName} label="First name" error={errors.firstName}>
            {(described) => (
              <input id={fieldIds.firstName} name="firstName" type="text" required autoComplete="given-name" defaultValue={values?.firstName} className={inputClass} {...described} />
            )}
          </ContactField>
          <ContactField id={fieldIds.lastName} label="Last name" error={errors.lastName}>
            {(described) => (
              <input id={fieldIds.lastName} name="lastName" type="text" required autoComplete="family-name" defaultValue={values?.lastName} className={inputClass} {...described} />
            )}
          </ContactField>
          <ContactField id={fieldIds.email} label="Email address" error={errors.email}>
            {(described) => (
              <input id={fieldIds.email} name="email" type="email" required autoComplete="email" defaultValue={values?.email} className={inputClass} {...described} />
            )}
          </ContactField>
          <ContactField id={fieldIds.phone} label="Phone number" error={errors.phone}>
            {(described) => (
              <input id={fieldIds.phone} name="phone" type="tel" autoComplete="tel" placeholder="Optional" defaultValue={values?.phone} className={inputClass} {...described} />
            )}
          </ContactField>
          <div className="sm:col-span-2">
            <ContactField id={fieldIds.subject} label="Subject" error={errors.subject}>
              {(described) => <input id={fieldIds.subject} name="subject" type="text" required defaultValue={values?.subject} className={inputClass} {...described} />}
            </ContactField>
          </div>
          <div className="sm:col-span-2">
            <ContactField id={fieldIds.message} label="Message" error={errors.message}>
              {(described) => (
                <textarea
                  id={fieldIds.message}
                  name="message"
                  rows={5}
                  required
                  maxLength={MESSAGE_MAX_LENGTH}
                  defaultValue={values?.message}
                  className={inputClass}
                  {...described}
                />
              )}
            </ContactField>
          </div>
          <Honeypot />
          <div className="sm:col-span-2">
            <button
              type="submit"
              disabled={sending || serverPending}
              className="rounded-md bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-80"
            >
              Submit Message
            </button>
          </div>
        </form>
      )}
      <div ref={doneRef} role="status" tabIndex={-1} className={state.status === 'ok' ? 'rounded-md border border-[#86efac] bg-[#f0fdf4] p-5 text-[#14532d]' : 'mt-3'}>
        {state.status === 'ok' ? (
          <>
            <p className="text-lg font-semibold">{CONTACT_SENT_HEADING}</p>
            <p className="mt-2">{CONTACT_SENT_MESSAGE}</p>
          </>
        ) : (
          status && <p className={state.status === 'refused' ? 'font-semibold text-[#b91c1c]' : 'text-[#b91c1c]'}>{status}</p>
        )}
      </div>
    </div>
  );
}
