/** Confirmation mails to one address: at most one per 10 minutes and three per 24 hours. Pure. */
export const CONFIRM_MIN_GAP_MS = 10 * 60_000;
export const CONFIRM_MAX_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Whether another confirmation may go to an address that got one at each of `sent`. Mails sent up to
 * `clearedAt` do not count: the address's owner unsubscribed then (with the link only its inbox has), and a
 * reader who unsubscribed by mistake and signs up again at once gets the confirmation they are promised.
 */
export function mayConfirmAgain(sent: readonly Date[], now: Date, clearedAt: Date | null = null): boolean {
  const counted = clearedAt ? sent.filter((d) => d.getTime() > clearedAt.getTime()) : sent;
  const ago = counted.map((d) => now.getTime() - d.getTime());
  if (ago.some((ms) => ms < CONFIRM_MIN_GAP_MS)) return false;
  return ago.filter((ms) => ms < DAY_MS).length < CONFIRM_MAX_PER_DAY;
}
