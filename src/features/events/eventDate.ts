import { format, isValid } from 'date-fns';
import { EVENT_DATE_FORMAT } from '@/config/constants';

/** A `yyyy-MM-dd` calendar date, as the content and the address carry it. */
const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Parses a `yyyy-MM-dd` string as a local calendar date (midnight in the reader's own time zone), so
 * that formatting it anywhere gives back the same day. Never `new Date('2025-05-10')`, which is UTC
 * midnight and shows May 9 west of Greenwich. Returns null for anything that is not a real date
 * (`2025-13-45`, `2025-02-30`, `yesterday`).
 */
export function parseDateKey(value: string | null | undefined): Date | null {
  if (!value) return null;
  const match = DATE_KEY.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(year, month - 1, day);
  // Date rolls 2025-02-30 over to March 2: a real date survives the round trip.
  if (!isValid(date) || date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return null;
  }
  return date;
}

/** The `yyyy-MM-dd` key of a local date (its calendar day where the code runs). */
export function toDateKey(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** 'May 10, 2025' for '2025-05-10' (SPEC.md date display), the same day in every time zone. */
export function formatEventDate(dateKey: string): string {
  const date = parseDateKey(dateKey);
  if (!date) throw new Error(`Not a yyyy-MM-dd date: ${dateKey}`);
  return format(date, EVENT_DATE_FORMAT);
}
