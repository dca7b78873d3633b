'use client';

import { useMemo } from 'react';
import { DayPicker } from 'react-day-picker';
import { dayLabel, eventDays, formatCalendarHeader } from './calendar';
import { parseDateKey, toDateKey } from './eventDate';

type EventsCalendarProps = {
  /** The month shown; null while unknown (server render), which shows a same-size placeholder. */
  month: Date | null;
  onMonthChange: (month: Date) => void;
  /** The chosen `yyyy-MM-dd` day, or null. */
  selected: string | null;
  /** Choosing a day again passes null (it clears the selection). */
  onSelect: (date: string | null) => void;
  /** Events per `yyyy-MM-dd` day, for the markers and the day labels. */
  counts: ReadonlyMap<string, number>;
};

/**
 * The month calendar: a WAI-ARIA date grid (react-day-picker) with labeled previous and next month
 * buttons, arrow-key navigation, single-day selection and a visible, announced marker on days with
 * events. Always six weeks high, so months never change its size.
 */
export function EventsCalendar({ month, onMonthChange, selected, onSelect, counts }: EventsCalendarProps) {
  const withEvents = useMemo(() => eventDays(counts), [counts]);
  const selectedDate = parseDateKey(selected) ?? undefined;

  if (!month) {
    return (
      <div className="events-calendar events-calendar--placeholder">
        <p data-needs-script="" className="text-sm text-muted">
          Loading calendar…
        </p>
        <noscript>
          {/* No calendar is coming: the box need not keep its size. */}
          <style>{'.events-calendar--placeholder{min-height:0}'}</style>
          <p data-calendar-note="" className="text-sm text-ink">
            The calendar and the category filter need JavaScript, which is off in this browser. Every event is listed
            here, upcoming first.
          </p>
        </noscript>
      </div>
    );
  }

  return (
    <DayPicker
      className="events-calendar"
      mode="single"
      month={month}
      onMonthChange={onMonthChange}
      selected={selectedDate}
      onSelect={(date) => onSelect(date ? toDateKey(date) : null)}
      fixedWeeks
      showOutsideDays={false}
      modifiers={{ hasEvents: withEvents }}
      modifiersClassNames={{ hasEvents: 'events-calendar__has-events' }}
      formatters={{ formatCaption: (date) => formatCalendarHeader(date) }}
      labels={{
        labelDayButton: (date, modifiers) =>
          dayLabel(date, counts, { selected: modifiers.selected, today: modifiers.today }),
        labelNext: () => 'Next month',
        labelPrevious: () => 'Previous month',
        labelGrid: (date) => formatCalendarHeader(date),
        labelNav: () => 'Change month',
      }}
    />
  );
}
