import { z } from 'zod';
import { EVENT_CATEGORIES } from '@/config/constants';
import { fieldErrors } from '@/features/contact/contactSchema';
import { emailField } from '@/features/newsletter/newsletterSchema';
import { dallasDateTime, dallasNow } from '@/features/seo/dallasTime';
import {
  DESCRIPTION_MAX_LENGTH,
  LINK_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  MAX_PHOTO_BYTES,
  MAX_TEXT_BYTES,
  NAME_MAX_LENGTH,
  PHOTO_ALT_MAX_LENGTH,
  SUBMISSION_TEXT_FIELDS,
  TITLE_MAX_LENGTH,
  type SubmissionField,
  type SubmissionValues,
} from './submissionFields';

export { fieldErrors };

// Control characters corrupt what reads the data later (logs, terminals, mail headers); the description
// keeps its lines and tabs. HTML is not refused: it is stored as typed and always shown as text.
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/;
const INVISIBLE_ONLY = /^[\s\p{Cf}\u115f\u1160\u3164\uffa0\u2800]*$/u;

const text = (what: string, min: number, max: number, control = CONTROL_IN_LINE) =>
  z
    .string({ error: `Please enter ${what}.` })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .refine((value) => !INVISIBLE_ONLY.test(value), `Please enter ${what}.`)
    .refine((value) => !control.test(value), `Please remove the hidden control characters from ${what}.`)
    .refine((value) => value.length >= min, `Please write at least ${min} characters for ${what}.`)
    .refine((value) => value.length <= max, `Please keep ${what} to ${max.toLocaleString('en-US')} characters or fewer.`);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `yyyy-MM-dd` names a real calendar day. */
function isCalendarDay(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** How far ahead an event may be submitted, in days. */
export const MAX_DAYS_AHEAD = 2 * 366;

const utf8Bytes = (value: string) => new TextEncoder().encode(value).length;

/** The photo as either side sees it: the browser's File, or the server's. */
const photo = z
  .custom<File | null>((value) => value === null || value instanceof File, 'Please choose a photo file.')
  .refine((file) => !file || file.size <= MAX_PHOTO_BYTES, 'Please choose a photo of 10 MB or less.')
  .refine(
    (file) => !file || file.type === '' || ['image/jpeg', 'image/png', 'image/webp'].includes(file.type),
    'Please choose a JPEG, PNG or WebP photo.',
  );

/**
 * The event submission form, checked in the browser before sending and again on the server. `now`
 * decides what "in the past" means (the day and clock in Dallas). Times are Dallas times on the
 * event's date; an event ends on the day it starts.
 */
export function submitEventSchema(now: Date) {
  const today = dallasNow(now);
  const lastDay = dallasNow(new Date(now.getTime() + MAX_DAYS_AHEAD * 86_400_000)).date;
  return z
    .object({
      title: text('a title', 5, TITLE_MAX_LENGTH),
      date: z
        .string()
        .trim()
        .refine((value) => value !== '', 'Please enter the date of the event.')
        .refine((value) => value === '' || isCalendarDay(value), 'Please enter a date like 2026-12-31.')
        .refine((value) => !isCalendarDay(value) || value >= today.date, 'That date is in the past: please enter the date the event takes place.')
        .refine((value) => !isCalendarDay(value) || value <= lastDay, 'Please submit events up to two years ahead.'),
      startTime: z.string().trim().regex(TIME, 'Please enter a start time like 6:30 PM.'),
      endTime: z.string().trim().regex(TIME, 'Please enter an end time like 8:00 PM.'),
      location: text('the location', 3, LOCATION_MAX_LENGTH),
      category: z.enum(EVENT_CATEGORIES, { error: 'Please choose a category.' }),
      description: text('a description', 20, DESCRIPTION_MAX_LENGTH, CONTROL_IN_TEXT),
      organizerName: text('your name', 2, NAME_MAX_LENGTH),
      organizerEmail: emailField,
      link: z
        .string()
        .trim()
        .max(LINK_MAX_LENGTH, `Please keep the link to ${LINK_MAX_LENGTH} characters or fewer.`)
        .refine((value) => {
          if (value === '') return true;
          try {
            return new URL(value).protocol === 'https:';
          } catch {
            return false;
          }
        }, 'Please enter a web address starting with https://, or leave it empty.')
        .transform((value) => (value === '' ? null : value)),
      photoAlt: z
        .string()
        .trim()
        .refine((value) => !CONTROL_IN_LINE.test(value), 'Please remove the hidden control characters from the photo description.')
        .refine((value) => value.length <= PHOTO_ALT_MAX_LENGTH, `Please keep the photo description to ${PHOTO_ALT_MAX_LENGTH} characters or fewer.`),
      photo,
    })
    .superRefine((data, ctx) => {
      const textBytes = SUBMISSION_TEXT_FIELDS.reduce((sum, name) => sum + utf8Bytes(String(data[name] ?? '')), 0);
      if (textBytes > MAX_TEXT_BYTES) {
        ctx.addIssue({ code: 'custom', path: ['description'], message: 'That is too much text for one event (16 kB at most): please shorten the description.' });
      }
      if (data.photo && data.photoAlt.length < 5) {
        ctx.addIssue({ code: 'custom', path: ['photoAlt'], message: 'Please describe the photo in a few words, for readers who cannot see it.' });
      }
      if (!data.photo && data.photoAlt !== '') {
        ctx.addIssue({ code: 'custom', path: ['photo'], message: 'Please choose the photo you described, or clear the description.' });
      }
      for (const [field, message] of Object.entries(timeErrors(data, today))) ctx.addIssue({ code: 'custom', path: [field], message });
    });
}

/**
 * The checks of the times against each other and against the clock: a start already past today, an end
 * before the start. Zod runs an object's own checks only once every field is valid, so checkSubmission
 * also runs these on a form with other errors: a reader sees every message at once, not one round each.
 */
export function timeErrors(
  values: { date: string; startTime: string; endTime: string },
  today: { date: string; time: string },
): Partial<Record<'startTime' | 'endTime', string>> {
  const date = values.date.trim();
  const start = values.startTime.trim();
  const end = values.endTime.trim();
  const errors: Partial<Record<'startTime' | 'endTime', string>> = {};
  if (date === today.date && TIME.test(start) && start < today.time) errors.startTime = 'That time has already passed today: please check the start time.';
  if (TIME.test(start) && TIME.test(end) && end <= start) errors.endTime = 'The event must end after it starts (on the same day).';
  return errors;
}

export type SubmitEventInput = z.infer<ReturnType<typeof submitEventSchema>>;

/** The form's values and photo, checked; either the submission or each invalid field's first message. */
export function checkSubmission(
  values: SubmissionValues,
  photoFile: File | null,
  now: Date,
): { ok: true; data: SubmitEventInput } | { ok: false; errors: Partial<Record<SubmissionField, string>> } {
  const parsed = submitEventSchema(now).safeParse({ ...values, photo: photoFile });
  if (parsed.success) return { ok: true, data: parsed.data };
  // A time with a message of timeErrors is well formed, so it has no other message to hide.
  return { ok: false, errors: { ...fieldErrors<SubmissionField>(parsed.error), ...timeErrors(values, dallasNow(now)) } };
}

/** The event's start and end instants (ISO, UTC) from its Dallas date and times. */
export function submissionInstants(data: Pick<SubmitEventInput, 'date' | 'startTime' | 'endTime'>): { startsAt: string; endsAt: string } {
  return {
    startsAt: new Date(dallasDateTime(data.date, data.startTime)).toISOString(),
    endsAt: new Date(dallasDateTime(data.date, data.endTime)).toISOString(),
  };
}
