'use client';

import { useState, type FormEvent } from 'react';
import { fieldInputClass as inputClass, FormField } from '@/components/form/FormField';
import { FormStatus } from '@/components/form/FormStatus';
import { useCheckedForm } from '@/components/form/useCheckedForm';
import { EVENT_CATEGORIES } from '@/config/constants';
import { Honeypot } from '@/features/newsletter/Honeypot';
import { submitEventAction } from './actions';
import {
  DESCRIPTION_MAX_LENGTH,
  PHOTO_ACCEPT,
  photoFrom,
  submissionValuesFrom,
  type SubmissionField,
  type SubmissionValues,
} from './submissionFields';
import { PHOTO_AGAIN_MESSAGE, photoAgainShown, SUBMISSION_SENT_HEADING, SUBMISSION_SENT_MESSAGE } from './submissionState';

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

/** The ids of an input's descriptions, space-separated; undefined when it has none. */
function describedBy(...ids: (string | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/** The server's check, run in the browser first. The schema (and zod) loads only when a reader submits. */
async function check(data: FormData, values: SubmissionValues) {
  const { checkSubmission } = await import('./submitEventSchema');
  const checked = checkSubmission(values, photoFrom(data), new Date());
  return checked.ok ? null : checked.errors;
}

/**
 * The event submission form. Checked in the browser with the server's zod schema and sent without a
 * reload; without JavaScript it posts to its Server Action and the server answers with the same
 * messages. On success a confirmation replaces it. A page that comes back refused cannot refill the file
 * input: the photo field then asks for the photo again (src/features/event-submission/submissionState.ts).
 */
export function SubmitEventForm() {
  const { state, errors, values, statusMessage, pending, formRef, doneRef, formAction, onSubmit } = useCheckedForm({
    action: submitEventAction,
    fieldOrder: FIELD_ORDER,
    fieldIds: ids,
    valuesFrom: submissionValuesFrom,
    check,
    anchor: 'event-form',
  });
  const field = (name: SubmissionField) => ({ id: ids[name], error: errors[name] });
  // Whether the file input holds a photo, read when the reader chooses one and when they send the form:
  // after the check in the browser the form is not reset, so the photo need not be chosen again.
  const [photoChosen, setPhotoChosen] = useState(false);
  const photoAgain = photoAgainShown(state, photoChosen);
  const photoAgainId = `${ids.photo}-again`;
  const send = (event: FormEvent<HTMLFormElement>) => {
    const photo = event.currentTarget.elements.namedItem('photo');
    setPhotoChosen(photo instanceof HTMLInputElement && (photo.files?.length ?? 0) > 0);
    onSubmit(event);
  };

  return (
    <div id="event-form">
      {state.status === 'ok' ? null : (
        <form ref={formRef} action={formAction} onSubmit={send} noValidate className="relative grid gap-4 sm:grid-cols-2" aria-label="Submit an event">
          <div className="sm:col-span-2">
            <FormField {...field('title')} label="Event title">
              {(described) => <input id={ids.title} name="title" type="text" required defaultValue={values?.title} className={inputClass} {...described} />}
            </FormField>
          </div>
          <FormField {...field('date')} label="Date">
            {(described) => <input id={ids.date} name="date" type="date" required defaultValue={values?.date} className={inputClass} {...described} />}
          </FormField>
          {/* Side by side from 400 px: narrower, a time field cut its AM/PM to "P". */}
          <div className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2">
            <FormField {...field('startTime')} label="Starts at">
              {(described) => <input id={ids.startTime} name="startTime" type="time" required defaultValue={values?.startTime} className={inputClass} {...described} />}
            </FormField>
            <FormField {...field('endTime')} label="Ends at">
              {(described) => <input id={ids.endTime} name="endTime" type="time" required defaultValue={values?.endTime} className={inputClass} {...described} />}
            </FormField>
          </div>
          <FormField {...field('location')} label="Location">
            {(described) => (
              <input id={ids.location} name="location" type="text" required placeholder="Place and address" defaultValue={values?.location} className={inputClass} {...described} />
            )}
          </FormField>
          <FormField {...field('category')} label="Category">
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
          </FormField>
          <div className="sm:col-span-2">
            <FormField {...field('description')} label="Description">
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
            </FormField>
          </div>
          <div className="sm:col-span-2">
            <FormField {...field('link')} label="Web page (optional)">
              {(described) => (
                <input id={ids.link} name="link" type="url" inputMode="url" placeholder="https://" defaultValue={values?.link} className={inputClass} {...described} />
              )}
            </FormField>
          </div>
          <FormField {...field('photo')} label="Photo (optional, JPEG, PNG or WebP up to 10 MB)">
            {(described) => (
              <>
                <input
                  id={ids.photo}
                  name="photo"
                  type="file"
                  accept={PHOTO_ACCEPT}
                  className={inputClass}
                  {...described}
                  aria-describedby={describedBy(described['aria-describedby'], photoAgain ? photoAgainId : undefined)}
                  onChange={(e) => setPhotoChosen((e.currentTarget.files?.length ?? 0) > 0)}
                />
                {photoAgain ? (
                  <p id={photoAgainId} className="text-sm font-semibold text-ink">
                    {PHOTO_AGAIN_MESSAGE}
                  </p>
                ) : null}
              </>
            )}
          </FormField>
          <FormField {...field('photoAlt')} label="What the photo shows (if you add one)">
            {(described) => <input id={ids.photoAlt} name="photoAlt" type="text" defaultValue={values?.photoAlt} className={inputClass} {...described} />}
          </FormField>
          <FormField {...field('organizerName')} label="Your name">
            {(described) => (
              <input id={ids.organizerName} name="organizerName" type="text" required autoComplete="name" defaultValue={values?.organizerName} className={inputClass} {...described} />
            )}
          </FormField>
          <FormField {...field('organizerEmail')} label="Your email address">
            {(described) => (
              <input id={ids.organizerEmail} name="organizerEmail" type="email" required autoComplete="email" defaultValue={values?.organizerEmail} className={inputClass} {...described} />
            )}
          </FormField>
          <p className="text-sm text-[#4b5563] sm:col-span-2">
            We use your name and email address only to ask about and answer your submission; they are not published.
          </p>
          <Honeypot />
          <div className="sm:col-span-2">
            <button
              type="submit"
              disabled={pending}
              className="rounded-md bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-80"
            >
              Send Event for Review
            </button>
          </div>
        </form>
      )}
      <FormStatus
        ref={doneRef}
        sent={state.status === 'ok'}
        refused={state.status === 'refused'}
        message={statusMessage}
        sentHeading={SUBMISSION_SENT_HEADING}
        sentText={SUBMISSION_SENT_MESSAGE}
      >
        <p className="mt-3">
          <a href="/events" className="font-semibold underline underline-offset-2">
            Back to the events calendar
          </a>
        </p>
      </FormStatus>
    </div>
  );
}
