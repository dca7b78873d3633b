import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, webcalUrl } from './subscribe';

describe('calendar subscription links', () => {
  it('give the feed as webcal: and to Google Calendar as cid', () => {
    expect(webcalUrl('https://dallaslocal.news/events.ics')).toBe('webcal://dallaslocal.news/events.ics');
    expect(webcalUrl('http://localhost:3000/events.ics')).toBe('webcal://localhost:3000/events.ics');
    expect(googleCalendarUrl('https://dallaslocal.news/events.ics')).toBe(
      'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fdallaslocal.news%2Fevents.ics',
    );
  });

  it('refuses what is not a web address', () => {
    expect(() => webcalUrl('javascript:alert(1)')).toThrow();
  });
});
