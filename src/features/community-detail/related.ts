import { events as allEvents } from '@/content/events';
import { resources as allResources } from '@/content/resources';
import type { CommunityEvent, Resource } from '@/content/schemas';

/** Whether a lower-case tag names a category ('food' matches 'Food'). */
function matches(tags: readonly string[], category: string): boolean {
  return tags.some((t) => t.toLowerCase() === category.toLowerCase());
}

/** Events whose category is one of the tags, soonest first. */
export function relatedEvents(tags: readonly string[], events: readonly CommunityEvent[] = allEvents): CommunityEvent[] {
  return events
    .filter((e) => matches(tags, e.category))
    .sort((a, b) => (a.date + a.start < b.date + b.start ? -1 : a.date + a.start > b.date + b.start ? 1 : 0));
}

/** Resources whose category is one of the tags, in data order. */
export function relatedResources(tags: readonly string[], resources: readonly Resource[] = allResources): Resource[] {
  return resources.filter((r) => matches(tags, r.category));
}
