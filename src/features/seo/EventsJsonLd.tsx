import type { CommunityEvent } from '@/content/schemas';
import { JsonLd } from './JsonLd';
import { eventJsonLd } from './jsonLd';

/** One schema.org Event per community event (Events page). */
export function EventsJsonLd({ events }: { events: readonly CommunityEvent[] }) {
  return <JsonLd data={events.map(eventJsonLd)} />;
}
