/** An external link the site shows: an absolute https URL, or nothing when the field is optional. */
export function validateHttpsUrl(value: unknown, { required = false }: { required?: boolean } = {}): true | string {
  if (value === null || value === undefined || value === '') return required ? 'A link is required.' : true;
  if (typeof value !== 'string') return 'A link is text.';
  try {
    return new URL(value).protocol === 'https:' ? true : 'A link starts with https://';
  } catch {
    return 'Not a valid link.';
  }
}

/** A calendar day typed as `yyyy-MM-dd` (a real day: 2025-02-30 is refused), or nothing when optional. */
export function validateCalendarDate(value: unknown, { required = false }: { required?: boolean } = {}): true | string {
  if (value === null || value === undefined || value === '') return required ? 'A date is required.' : true;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'A date is written 2025-06-02.';
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d ? true : 'Not a real date.';
}
