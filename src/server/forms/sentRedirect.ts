import { redirect, RedirectType } from 'next/navigation';
import { SENT_ANCHOR } from '@/components/form/FormSent';

/**
 * Post/Redirect/Get for a reader's form sent without JavaScript: once its Server Action has stored the
 * submission, the answer is a 303 to the form's static confirmation page (`to`, opened at its heading), so
 * that Back and reload load that page again instead of offering to post the form a second time. A call from the page's
 * scripts carries the `Next-Action` header and gets the state back as before: the confirmation replaces
 * the form in place, without a reload. Call it outside any try/catch: `redirect` throws.
 */
export function redirectPlainPost(requestHeaders: Pick<Headers, 'has'>, to: string): void {
  if (!requestHeaders.has('next-action')) redirect(`${to}#${SENT_ANCHOR}`, RedirectType.push);
}
