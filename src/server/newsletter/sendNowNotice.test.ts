import { describe, expect, it } from 'vitest';
import { editionWindow } from './schedule';
import { dallasTimeOfDay, sendNowNotice } from './sendNowNotice';

const edition = editionWindow('daily', '2026-11-24');
const sevenOClock = new Date('2026-11-24T13:00:00Z'); // 7:00 in Dallas (CST)
const afterSeven = new Date('2026-11-24T16:30:00Z'); // 10:30
const beforeSeven = new Date('2026-11-24T11:00:00Z'); // 5:00

describe('dallasTimeOfDay', () => {
  it('writes the Dallas time as the newsroom does, in winter and in summer', () => {
    expect(dallasTimeOfDay(sevenOClock)).toBe('7:00 a.m.');
    expect(dallasTimeOfDay(new Date('2026-07-01T17:30:00Z'))).toBe('12:30 p.m.');
    expect(dallasTimeOfDay(new Date('2026-11-25T05:05:00Z'))).toBe('11:05 p.m.');
  });
});

describe('sendNowNotice', () => {
  it('says what was queued', () => {
    expect(sendNowNotice({ edition: 'daily:2026-11-24', stories: 3, recipients: 120 }, edition, afterSeven)).toBe("Today's edition is queued: 3 stories for 120 readers.");
  });

  it('calls an edition that went out with stories already sent, with when and to how many', () => {
    const notice = sendNowNotice({ edition: 'daily:2026-11-24', skipped: 'already-sent', earlier: { stories: 1, recipients: 2, at: sevenOClock } }, edition, afterSeven);
    expect(notice).toBe("Today's edition (2026-11-24) was already sent at 7:00 a.m. with 1 story to 2 readers: it is never sent twice.");
  });

  it('never says "already sent" of the 7:00 edition that had no stories: it says nothing went to readers, and where new stories go', () => {
    const notice = sendNowNotice({ edition: 'daily:2026-11-24', skipped: 'no-stories', earlier: { stories: 0, recipients: 0, at: sevenOClock } }, edition, afterSeven);
    expect(notice).not.toMatch(/already sent/);
    expect(notice).toBe(
      "Today's edition (2026-11-24) had no stories when it was prepared at 7:00 a.m., so nothing was sent to readers, and none has been published for it since (it has the stories published from 7 a.m. yesterday to 7 a.m. today). Nothing was sent now either. Stories published since 7 a.m. today go out in tomorrow's edition.",
    );
  });

  it('with no stories and no edition recorded: after 7:00 nothing went out; before 7:00 the edition is still to come', () => {
    expect(sendNowNotice({ edition: 'daily:2026-11-24', skipped: 'no-stories', earlier: null }, edition, afterSeven)).toBe(
      "Today's edition (2026-11-24) has no stories (it has the stories published from 7 a.m. yesterday to 7 a.m. today): nothing was sent to readers. Stories published since 7 a.m. today go out in tomorrow's edition.",
    );
    expect(sendNowNotice({ edition: 'daily:2026-11-24', skipped: 'no-stories', earlier: null }, edition, beforeSeven)).toBe(
      "No story has been published for today's edition (2026-11-24) yet: nothing was sent. It goes out at 7 a.m. with the stories published by then.",
    );
  });
});
