import 'server-only';
/** The Events page, its feeds and the community pages' related events: the newsroom's published events, soonest first. */
import type { CommunityEvent } from '@/content/schemas';
import { cmsEventDoc, eventFromDoc, mapDocs } from './referenceModel';
import { publishedDocs, warn } from './referencePayload';

export async function siteEvents(): Promise<CommunityEvent[]> {
  return mapDocs('event', await publishedDocs('events', 'startsAt'), cmsEventDoc, eventFromDoc, warn);
}

/** The event at `/events/{id}/ics`, by its address key. */
export async function siteEvent(id: string): Promise<CommunityEvent | undefined> {
  return (await siteEvents()).find((e) => String(e.id) === id);
}
