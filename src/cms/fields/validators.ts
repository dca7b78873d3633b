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
