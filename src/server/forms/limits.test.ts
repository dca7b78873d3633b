// @vitest-environment node
import { contactSchema, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, SUBJECT_MAX_LENGTH } from '@/features/contact/contactSchema';
import { EMAIL_MAX_LENGTH } from '@/features/newsletter/newsletterSchema';
import { MAX_BODY_BYTES } from './limits';
import { readForm } from './readForm';

/** The largest contact form the schema accepts: every field full, in three-byte (CJK) characters. */
const largest = {
  firstName: '安'.repeat(NAME_MAX_LENGTH),
  lastName: '王'.repeat(NAME_MAX_LENGTH),
  email: `${'a'.repeat(64)}@${'b'.repeat(EMAIL_MAX_LENGTH - 69)}.com`,
  phone: `+${'1'.repeat(PHONE_MAX_LENGTH - 1)}`,
  subject: '题'.repeat(SUBJECT_MAX_LENGTH),
  message: '中'.repeat(MESSAGE_MAX_LENGTH),
  website: '',
};

const asciiJson = (value: object) => JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

describe('body limits agree with the contact form limits', () => {
  it('the largest valid form is valid', () => {
    expect(largest.email).toHaveLength(EMAIL_MAX_LENGTH);
    expect(contactSchema.safeParse(largest).success).toBe(true);
  });

  it('fits the JSON endpoints in every encoding a client may use', async () => {
    const urlencoded = new URLSearchParams(largest).toString();
    const multipart = new FormData();
    for (const [k, v] of Object.entries(largest)) multipart.set(k, v);
    const sizes = {
      urlencoded: Buffer.byteLength(urlencoded),
      json: Buffer.byteLength(JSON.stringify(largest)),
      escapedJson: Buffer.byteLength(asciiJson(largest)),
      multipart: (await new Request('http://localhost/', { method: 'POST', body: multipart }).arrayBuffer()).byteLength,
    };
    for (const [encoding, size] of Object.entries(sizes)) expect(size, encoding).toBeLessThanOrEqual(MAX_BODY_BYTES);
    // Percent-encoding is the largest: 5,000 CJK characters are 45 kB, far over the old 16 kB limit.
    expect(sizes.urlencoded).toBeGreaterThan(16 * 1024);
    const request = new Request('http://localhost/api/contact', { method: 'POST', body: urlencoded, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect((await readForm(request)).get('message')).toBe(largest.message);
  });
});
