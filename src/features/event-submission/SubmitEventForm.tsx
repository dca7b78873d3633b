'use client';

import { useActionState, useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { EVENT_CATEGORIES } from '@/config/constants';
import { ContactField } from '@/features/contact/ContactField';
import { Honeypot } from '@/features/newsletter/Honeypot';
import { correctFieldsMessage, SERVER_ERROR_MESSAGE } from '@/features/newsletter/messages';
import { submitEventAction } from './actions';
import {
  DESCRIPTION_MAX_LENGTH,
  PHOTO_ACCEPT,
  photoFrom,
  submissionValuesFrom,
  type SubmissionField,
} from './submissionFields';
import { initialSubmissionState, type SubmissionState } from './submissionState';

const inputClass = 'w-full rounded-md border border-[#8a8f98] bg-white px-3 py-2 text-ink aria-invalid:border-[#b91c1c]';

/** The fields in the order they appear (the first invalid one gets the focus). */
const FIELD_ORDER: readonly SubmissionField[] = [
  'title',
  'date',
  'startTime',
  'endTime',
  'location',
  'category',
  'description',
  'link',
  'photo',
  'photoAlt',
  'organizerName',
  'organizerEmail',
];

const ids: Record<SubmissionField, string> = {
  title: 'event-title',
  date: 'event-date',
  startTime: 'event-start',
  endTime: 'event-end',
  location: 'event-location',
  category: 'event-category',
  description: 'event-description',
  link: 'event-link',
  photo: 'event-photo',
  photoAlt: 'event-photo-alt',
  organizerName: 'organizer-name',
  organizerEmail: 'organizer-email',
};

export const SUBMISSION_SENT_HEADING = 'Thank you: your event was sent to our editors.';
export const SUBMISSION_SENT_MESSAGE =
  'We emailed you a confirmation. An editor reviews every event before it appears on the calendar, and we will write to you with the decision.';

/**
 * The event submission form. Checked in the browser with the server's zod schema and sent without a
 * reload; without JavaScript it posts to its Server Action and the server answers with the same
 * messages. On success a confirmation replaces it.
 */
export function SubmitEventForm() {
  const [serverState, formAction, serverPending] = useActionState(submitEventAction, initialSubmissionState);
  const [clientState, setClientState] = useState<SubmissionState | null>(null);
  const [sending, startSending] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const state = clientState ?? serverState;
  const errors = state.status === 'invalid' ? state.errors : {};
  const values = state.status === 'invalid' || state.status === 'refused' ? state.values : undefined;

  useEffect(() => {
    if (clientState?.status === 'ok') doneRef.current?.focus();
    if (clientState?.status === 'invalid') {
      const first = FIELD_ORDER.find((field) => clientState.errors[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${ids[first]}`)?.focus();
    }
  }, [clientState]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = submissionValuesFrom(data);
    startSending(async () => {
      // The schema (and zod) loads only when a reader submits: it is not part of the page's first load.
      const { checkSubmission } = await import('./submitEventSchema');
      const checked = checkSubmission(fields, photoFrom(data), new Date());
      if (!checked.ok && !data.get('website')) {
        setClientState({ status: 'invalid', values: fields, errors: checked.errors });
        return;
      }
      try {
        setClientState(await submitEventAction(initialSubmissionState, data));
      } catch {
        setClientState({ status: 'refused', values: fields, message: SERVER_ERROR_MESSAGE });
      }
    });
  }

  const invalidCount = Object.keys(errors).length;
  const status =
    state.status === 'refused' ? state.message : state.status === 'invalid' && invalidCount > 0 ? correctFieldsMessage(invalidCount) : '';
  const field = (name: SubmissionField) => ({ id: ids[name], error: errors[name] });

  return (
    <div>
      {state.status === 'ok' ? null : (
        <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className="relative grid gap-4 sm:grid-cols-2" aria-label="Submit an event">
          <div className="sm:col-span-2">
            <ContactField {...field('title')} label="Event title">
              {(described) => <input id={ids.title} name="title" type="text" required defaultValue={values?.title} className={inputClass} {...described} />}
            </ContactField>
          </div>
          <ContactField {...field('date')} label="Date">
            {(described) => <input id={ids.date} name="date" type="date" required defaultValue={values?.date} className={inputClass} {...described} />}
          </ContactField>
          <div className="grid grid-cols-2 gap-4">
            <ContactField {...field('startTime')} label="Starts at">
              {(described) => <input id={ids.startTime} name="startTime" type="time" required defaultValue={values?.startTime} className={inputClass} {...described} />}
            </ContactField>
            <ContactField {...field('endTime')} label="Ends at">
              {(described) => <input id={ids.endTime} name="endTime" type="time" required defaultValue={values?.endTime} className={inputClass} {...described} />}
            </ContactField>
          </div>
          <ContactField {...field('location')} label="Location">
            {(described) => (
              <input id={ids.location} name="location" type="text" required placeholder="Place and address" defaultValue={values?.location} className={inputClass} {...described} />
            )}
          </ContactField>
          <ContactField {...field('category')} label="Category">
            {(described) => (
              <select id={ids.category} name="category" required defaultValue={values?.category ?? ''} className={inputClass} {...described}>
                <option value="">Choose a category</option>
                {EVENT_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </select>
            )}
          </ContactField>
          <div className="sm:col-span-2">
            <ContactField {...field('description')} label="Description">
              {(described) => (
                <textarea
                  id={ids.description}
                  name="description"
                  rows={6}
                  required
                  maxLength={DESCRIPTION_MAX_LENGTH}
                  defaultValue={values?.description}
                  className={inputClass}
                  {...described}
                />
              )}
            </ContactField>
          </div>
          <div className="sm:col-span-2">
            <ContactField {...field('link')} label="Web page (optional)">
              {(described) => (
                <input id={ids.link} name="link" type="url" inputMode="url" placeholder="https://" defaultValue={values?.link} className={inputClass} {...described} />
              )}
            </ContactField>
          </div>
          <ContactField {...field('photo')} label="Photo (optional, JPEG, PNG or WebP up to 10 MB)">
            {(described) => <input id={ids.photo} name="photo" type="file" accept={PHOTO_ACCEPT} className={inputClass} {...described} />}
          </ContactField>
          <ContactField {...field('photoAlt')} label="What the photo shows (if you add one)">
            {(described) => <input id={ids.photoAlt} name="photoAlt" type="text" defaultValue={values?.photoAlt} className={inputClass} {...described} />}
          </ContactField>
          <ContactField {...field('organizerName')} label="Your name">
            {(described) => (
              <input id={ids.organizerName} name="organizerName" type="text" required autoComplete="name" defaultValue={values?.organizerName} className={inputClass} {...described} />
            )}
          </ContactField>
          <ContactField {...field('organizerEmail')} label="Your email address">
            {(described) => (
              <input id={ids.organizerEmail} name="organizerEmail" type="email" required autoComplete="email" defaultValue={values?.organizerEmail} className={inputClass} {...described} />
            )}
          </ContactField>
          <p className="text-sm text-[#4b5563] sm:col-span-2">
            We use your name and email address only to ask about and answer your submission; they are not published.
          </p>
          <Honeypot />
          <div className="sm:col-span-2">
            <button
              type="submit"
              disabled={sending || serverPending}
              className="rounded-md bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-80"
            >
              Send Event for Review
            </button>
          </div>
        </form>
      )}
      <div ref={doneRef} role="status" tabIndex={-1} className={state.status === 'ok' ? 'rounded-md border border-[#86efac] bg-[#f0fdf4] p-5 text-[#14532d]' : 'mt-3'}>
        {state.status === 'ok' ? (
          <>
            <p className="text-lg font-semibold">{SUBMISSION_SENT_HEADING}</p>
            <p className="mt-2">{SUBMISSION_SENT_MESSAGE}</p>
            <p className="mt-3">
              <a href="/events" className="font-semibold underline underline-offset-2">
                Back to the events calendar
              </a>
            </p>
          </>
        ) : (
          status && <p className={state.status === 'refused' ? 'font-semibold text-[#b91c1c]' : 'text-[#b91c1c]'}>{status}</p>
        )}
      </div>
    </div>
  );
}
