import type { CommunityEvent } from '@/content/schemas';
import { ArtImage } from '@/components/ui/ArtImage';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { PHOTO_SIZES } from '@/components/ui/photoSizes';
import { formatEventDate } from './eventDate';
import { eventDateRange, lastDay } from './eventSpan';
import { eventTimeRange } from './eventTimes';
import { EventDescription } from './EventDescription';
import { eventIcsPath } from '@/lib/addresses';

/** The address of an event's iCalendar file. */
export function eventIcsHref(event: CommunityEvent): string {
  return eventIcsPath(event.id);
}

/** 'May 10, 2025', or a run of days' first and last: 'September 25 – October 18, 2026'. */
export function EventDates({ event }: { event: CommunityEvent }) {
  const range = eventDateRange(event);
  if (!range) return <time dateTime={event.date}>{formatEventDate(event.date)}</time>;
  return (
    <>
      <time dateTime={event.date}>{range[0]}</time> – <time dateTime={lastDay(event)}>{range[1]}</time>
    </>
  );
}

/**
 * '10:00 AM - 4:00 PM' within one day; for an event that ends on another day (past midnight, a weekend),
 * each end with its day, so that it does not read as daily hours: 'Sat, Dec 5, 10:00 AM – Sun, Dec 6, 4:00 PM'.
 */
export function EventTimes({ event }: { event: CommunityEvent }) {
  const range = eventTimeRange(event);
  if (!range) return <>{event.time}</>;
  return (
    <>
      <time dateTime={range[0].dateTime}>{range[0].label}</time> – <time dateTime={range[1].dateTime}>{range[1].label}</time>
    </>
  );
}

type EventCardProps = {
  event: CommunityEvent;
  /** Whether the event is over: labeled 'Past', with no 'Add to calendar'. */
  past?: boolean;
  priority?: boolean;
};

/**
 * One event: image, category, title, description (its paragraphs and line breaks), date ('MMMM d, yyyy', or its first and
 * last day), time range (with the days when it ends on another day), location, the
 * organizer's page when there is one, and an 'Add to calendar' download (upcoming events only). Events have no detail
 * page, so the card is not a link.
 */
export function EventCard({ event, past = false, priority = false }: EventCardProps) {
  return (
    <article
      aria-labelledby={`event-${event.id}-title`}
      className="flex flex-col overflow-hidden rounded-md border border-rule bg-white shadow-sm"
      data-event-id={event.id}
    >
      <ArtImage
        src={event.image}
        alt={event.imageAlt}
        picture={event.picture}
        sizes={PHOTO_SIZES.card}
        priority={priority}
        className="aspect-video w-full bg-rule object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <p className="flex flex-wrap items-center gap-2 text-xs font-bold uppercase tracking-wider text-accent">
          {past ? <span className="rounded bg-ink px-2 py-0.5 text-white">Past</span> : null}
          {event.category}
        </p>
        <h3 id={`event-${event.id}-title`} className="font-serif text-xl font-bold leading-snug text-ink">
          {event.title}
        </h3>
        <EventDescription text={event.description} className="space-y-2 text-sm leading-relaxed text-muted" />
        <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-rule pt-3 text-sm">
          <dt className="font-semibold text-ink">Date</dt>
          <dd className="text-muted">
            <EventDates event={event} />
          </dd>
          <dt className="font-semibold text-ink">Time</dt>
          <dd className="text-muted">
            <EventTimes event={event} />
          </dd>
          <dt className="font-semibold text-ink">Where</dt>
          <dd className="text-muted">{event.location}</dd>
        </dl>
        {event.link ? (
          <ExternalLink
            href={event.link}
            aria-label={`Details from the organizer: ${event.title} (opens in a new tab)`}
            className="w-fit text-sm font-semibold text-brand underline underline-offset-4 hover:text-brand-dark"
          >
            Details from the organizer
          </ExternalLink>
        ) : null}
        {past ? null : (
          <a
            href={eventIcsHref(event)}
            download
            aria-label={`Add to calendar: ${event.title}`}
            className="inline-flex w-fit items-center gap-2 rounded border border-brand px-3 py-2 text-sm font-semibold text-brand transition hover:bg-brand hover:text-white"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
              <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm10 7H4v7h12V9Zm-5 1a1 1 0 0 1 1 1v1h1a1 1 0 1 1 0 2h-1v1a1 1 0 1 1-2 0v-1H9a1 1 0 1 1 0-2h1v-1a1 1 0 0 1 1-1Z" />
            </svg>
            Add to calendar
          </a>
        )}
      </div>
    </article>
  );
}
