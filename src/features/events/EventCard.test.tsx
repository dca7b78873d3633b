import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { events } from '@/content/events';
import type { CommunityEvent } from '@/content/schemas';
import { EventCard } from './EventCard';

const first = events[0] as CommunityEvent; // May 10, 2025, 10:00 AM - 4:00 PM

const card = (event: CommunityEvent) => {
  render(<EventCard event={event} />);
  return screen.getByRole('article', { name: event.title });
};
const timeRow = (article: HTMLElement) => within(article).getByText('Time').nextElementSibling as HTMLElement;

describe('EventCard', () => {
  it('shows each paragraph of the description as a paragraph, and its line breaks as breaks', () => {
    const article = card({ ...first, description: 'Bring a chair.\r\nMusic starts at 7.\r\n\r\nFree for everyone. <b>No tickets</b>.' });
    const chair = within(article).getByText(/^Bring a chair\./);
    expect(chair.tagName).toBe('P');
    expect(chair.textContent).toBe('Bring a chair.\nMusic starts at 7.');
    expect(chair).toHaveClass('whitespace-pre-line');
    const free = within(article).getByText('Free for everyone. <b>No tickets</b>.');
    expect(free.tagName).toBe('P');
    expect(free.parentElement).toBe(chair.parentElement);
    expect(article.querySelector('b')).toBeNull();
  });

  it("shows a one-day event's hours as they are", () => {
    const row = timeRow(card(first));
    expect(row).toHaveTextContent(/^10:00 AM - 4:00 PM$/);
    expect(row.querySelector('time')).toBeNull();
  });

  it('names the days of an event that ends on another day, each in a <time>', () => {
    const article = card({ ...first, date: '2026-12-05', endDate: '2026-12-06', start: '10:00', end: '16:00' });
    const row = timeRow(article);
    expect(row).toHaveTextContent('Sat, Dec 5, 10:00 AM – Sun, Dec 6, 4:00 PM');
    expect(Array.from(row.querySelectorAll('time'), (time) => [time.textContent, time.getAttribute('datetime')])).toEqual([
      ['Sat, Dec 5, 10:00 AM', '2026-12-05T10:00'],
      ['Sun, Dec 6, 4:00 PM', '2026-12-06T16:00'],
    ]);
    // The date row keeps its first and last day.
    expect(within(article).getByText('Date').nextElementSibling).toHaveTextContent('December 5 – December 6, 2026');
  });
});
