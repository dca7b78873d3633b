'use client';

import { fieldInputClass as inputClass, FormField } from '@/components/form/FormField';
import { FormStatus } from '@/components/form/FormStatus';
import { useCheckedForm } from '@/components/form/useCheckedForm';
import { Honeypot } from '@/features/newsletter/Honeypot';
import { CONTACT_SENT_HEADING, CONTACT_SENT_MESSAGE } from '@/features/newsletter/messages';
import { sendContactAction } from './actions';
import { CONTACT_FIELDS, contactFieldsFrom, MESSAGE_MAX_LENGTH } from './contactFields';
import type { ContactField as Field } from './contactSchema';

/** Element ids of the fields (SPEC.md: first-name, last-name, email, phone, subject, message). */
const fieldIds: Record<Field, string> = {
  firstName: 'first-name',
  lastName: 'last-name',
  email: 'email',
  phone: 'phone',
  subject: 'subject',
  message: 'message',
};

/** The server's check, run in the browser first. The schema (and zod) loads only when a reader submits. */
async function check(_data: FormData, fields: Record<Field, string>) {
  const { contactSchema, fieldErrors } = await import('./contactSchema');
  const checked = contactSchema.safeParse(fields);
  return checked.success ? null : fieldErrors<Field>(checked.error);
}

/**
 * The contact message form (SPEC.md: first name, last name, email, phone (optional), subject, message
 * of 5 rows). Checked in the browser with the server's zod schema, sent without a reload; without
 * JavaScript it posts to its Server Action. On success a confirmation replaces it.
 */
export function ContactForm() {
  const { state, errors, values, statusMessage, pending, formRef, doneRef, formAction, onSubmit } = useCheckedForm({
    action: sendContactAction,
    fieldOrder: CONTACT_FIELDS,
    fieldIds,
    valuesFrom: contactFieldsFrom,
    check,
    anchor: 'contact-form',
  });

  return (
    <div id="contact-form">
      {state.status === 'ok' ? null : (
        <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className="relative grid gap-4 sm:grid-cols-2" aria-label="Send us a message">
          <FormField id={fieldIds.firstName} label="First name" error={errors.firstName}>
            {(described) => (
              <input id={fieldIds.firstName} name="firstName" type="text" required autoComplete="given-name" defaultValue={values?.firstName} className={inputClass} {...described} />
            )}
          </FormField>
          <FormField id={fieldIds.lastName} label="Last name" error={errors.lastName}>
            {(described) => (
              <input id={fieldIds.lastName} name="lastName" type="text" required autoComplete="family-name" defaultValue={values?.lastName} className={inputClass} {...described} />
            )}
          </FormField>
          <FormField id={fieldIds.email} label="Email address" error={errors.email}>
            {(described) => (
              <input id={fieldIds.email} name="email" type="email" required autoComplete="email" defaultValue={values?.email} className={inputClass} {...described} />
            )}
          </FormField>
          <FormField id={fieldIds.phone} label="Phone number (optional)" error={errors.phone}>
            {(described) => (
              <input id={fieldIds.phone} name="phone" type="tel" autoComplete="tel" defaultValue={values?.phone} className={inputClass} {...described} />
            )}
          </FormField>
          <div className="sm:col-span-2">
            <FormField id={fieldIds.subject} label="Subject" error={errors.subject}>
              {(described) => <input id={fieldIds.subject} name="subject" type="text" required defaultValue={values?.subject} className={inputClass} {...described} />}
            </FormField>
          </div>
          <div className="sm:col-span-2">
            <FormField id={fieldIds.message} label="Message" error={errors.message}>
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
            </FormField>
          </div>
          <Honeypot />
          <div className="sm:col-span-2">
            <button
              type="submit"
              disabled={pending}
              className="rounded-md bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-80"
            >
              Submit Message
            </button>
          </div>
        </form>
      )}
      <FormStatus
        ref={doneRef}
        sent={state.status === 'ok'}
        refused={state.status === 'refused'}
        message={statusMessage}
        sentHeading={CONTACT_SENT_HEADING}
        sentText={CONTACT_SENT_MESSAGE}
      />
    </div>
  );
}
