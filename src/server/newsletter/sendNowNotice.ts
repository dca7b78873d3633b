/**
 * What the newsletter page says after an editor's "Send now" (today's daily edition): what was queued,
 * or why nothing was. An edition that went out with no stories sent nothing to anyone, and the editor
 * is told so rather than that it "was already sent". Pure: the clock and the edition come in.
 */
import { DIGEST_HOUR, DIGEST_TIME_ZONE, hourLabel, type Edition } from './schedule';
import type { EditionResult } from './service';

const clockTime = new Intl.DateTimeFormat('en-US', { timeZone: DIGEST_TIME_ZONE, hour: 'numeric', minute: '2-digit', hourCycle: 'h12' });

/** A time of day in Dallas as a newsroom writes it: `7:00 a.m.`, `12:30 p.m.`. */
export function dallasTimeOfDay(instant: Date): string {
  const parts = Object.fromEntries(clockTime.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.hour}:${parts.minute} ${parts.dayPeriod === 'PM' ? 'p.m.' : 'a.m.'}`;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function sendNowNotice(result: EditionResult, edition: Edition, now: Date): string {
  const date = edition.date;
  const seven = hourLabel(DIGEST_HOUR);
  if (!('skipped' in result)) return `Today's edition is queued: ${result.stories} stories for ${result.recipients} readers.`;
  if (result.skipped === 'already-sent') {
    const { stories, recipients, at } = result.earlier;
    return `Today's edition (${date}) was already sent at ${dallasTimeOfDay(at)} with ${count(stories, 'story', 'stories')} to ${count(recipients, 'reader', 'readers')}: it is never sent twice.`;
  }
  const window = `the stories published from ${seven} yesterday to ${seven} today`;
  const later = now.getTime() >= edition.to.getTime() ? ` Stories published since ${seven} today go out in tomorrow's edition.` : '';
  if (result.earlier) {
    return `Today's edition (${date}) had no stories when it was prepared at ${dallasTimeOfDay(result.earlier.at)}, so nothing was sent to readers, and none has been published for it since (it has ${window}). Nothing was sent now either.${later}`;
  }
  if (later) return `Today's edition (${date}) has no stories (it has ${window}): nothing was sent to readers.${later}`;
  return `No story has been published for today's edition (${date}) yet: nothing was sent. It goes out at ${seven} with the stories published by then.`;
}
