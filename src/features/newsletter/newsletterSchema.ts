import { z } from 'zod';

// No `new Function` probing: the Content-Security-Policy forbids eval, and a probe is reported as a
// violation even when zod catches it.
z.config({ jitless: true });

/** Longest email address accepted (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The address as stored: trimmed, domain in lower case (domains are case-insensitive; the local part
 * is left as typed, as mail servers may treat it case-sensitively). The subscribers table still takes
 * `Jane@` and `jane@` for one reader (its unique index is on lower(email)): no mail service in use
 * tells them apart, and two subscriptions would mean two digests.
 */
export function normalizeEmail(raw: string): string {
  const trimmed = raw.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return trimmed;
  return `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`;
}

/** One email field, shared by the newsletter and contact forms. */
export const emailField = z
  .string({ error: 'Please enter your email address.' })
  .transform(normalizeEmail)
  .pipe(
    z
      .string()
      .min(1, 'Please enter your email address.')
      .max(EMAIL_MAX_LENGTH, `Please use an email address of at most ${EMAIL_MAX_LENGTH} characters.`)
      .pipe(z.email('Please enter a valid email address, like name@example.com.')),
  );

/** Form names: lower-case words with hyphens, such as `home-daily-updates`. */
export const newsletterSourceSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(64);

export const newsletterSchema = z.object({ email: emailField, source: newsletterSourceSchema });
export type NewsletterInput = z.infer<typeof newsletterSchema>;
