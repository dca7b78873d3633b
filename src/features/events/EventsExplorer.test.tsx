import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { events } from '@/content/events';
import { EventsExplorer } from './EventsExplorer';

/** What Next.js's useSearchParams reports: the test decides when a report arrives, and with which query. */
let reported = '';
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(reported) }));

const renderedAt = new Date('2025-05-14T12:00:00-05:00').getTime();
const explorer = () => <EventsExplorer events={events} renderedAt={renderedAt} />;

afterEach(() => {
  reported = '';
  window.history.replaceState(null, '', '/');
});

describe('EventsExplorer', () => {
  it('takes its filters from the address, and writes a reader’s choice there at once', () => {
    window.history.replaceState(null, '', '/events?category=arts');
    reported = 'category=arts';
    render(explorer());
    expect(screen.getByRole('heading', { level: 2, name: 'Arts events' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Food' } });
    expect(screen.getByRole('heading', { level: 2, name: 'Food events' })).toBeInTheDocument();
    expect(window.location.search).toBe('?category=food');
  });

  it('a late report of an older choice does not bring it back (two quick changes)', () => {
    window.history.replaceState(null, '', '/events');
    const { rerender } = render(explorer());
    const select = screen.getByLabelText('Category');
    fireEvent.change(select, { target: { value: 'Arts' } });
    fireEvent.change(select, { target: { value: 'All' } });
    expect(window.location.search).toBe('');
    expect(screen.getByText(/^Showing \d+ events?$/)).toHaveTextContent(`Showing ${events.length} events`);

    // Next.js reports the first replaceState only now, after the second.
    reported = 'category=arts';
    rerender(explorer());
    expect(screen.getByRole('heading', { level: 2, name: 'All events' })).toBeInTheDocument();
    expect(screen.getByText(/^Showing \d+ events?$/)).toHaveTextContent(`Showing ${events.length} events`);
  });

  it('Clear Date gives focus to the calendar, not to the page', () => {
    window.history.replaceState(null, '', '/events?date=2025-05-10');
    reported = 'date=2025-05-10';
    render(explorer());
    const clear = screen.getByRole('button', { name: 'Clear Date' });
    clear.focus();
    fireEvent.click(clear);
    expect(screen.queryByRole('button', { name: 'Clear Date' })).toBeNull();
    expect(window.location.search).toBe('');
    const focused = document.activeElement as HTMLElement;
    expect(focused.closest('[role="grid"]')).not.toBeNull();
    expect(focused.tagName).toBe('BUTTON');
  });

  it('follows the address when it changes without the reader choosing (back and forward, a link)', () => {
    window.history.replaceState(null, '', '/events');
    const { rerender } = render(explorer());
    window.history.replaceState(null, '', '/events?category=sports');
    reported = 'category=sports';
    rerender(explorer());
    expect(screen.getByRole('heading', { level: 2, name: 'Sports events' })).toBeInTheDocument();
  });
});
