/** Confirmation mails to one address: at most one per 10 minutes and three per 24 hours. Pure. */
export const CONFIRM_MIN_GAP_MS = 10 * 60_000;
export const CONFIRM_MAX_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60_000;

/** Whether another confirmation may go to an address that got one at each of `sent`. */
export function mayConfirmAgain(sent: readonly Date[], now: Date): boolean {
  const ago = sent.map((d) => now.getTime() - d.getTime());
  if (ago.some((ms) => ms < CONFIRM_MIN_GAP_MS)) return false;
  return ago.filter((ms) => ms < DAY_MS).length < CONFIRM_MAX_PER_DAY;
}
