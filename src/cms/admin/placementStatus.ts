/**
 * Which of a front-page placement's stories readers do not see: the drafts (never published, or
 * unpublished since) and the stories deleted since they were placed. They keep their place in the
 * global, and the site leaves them out until they are published (src/server/content/frontPage.ts);
 * the picker says which they are (PlacementStatus.tsx). Pure.
 */
/** A placed story as read for the picker: its id, title and `_status` (Payload types them loosely here). */
export type PlacedStory = { id: number | string; title?: unknown; _status?: unknown };
export type OffSitePlacement = { id: number; title: string; reason: 'draft' | 'deleted' };

/** A placement's value as the admin's form holds it: ids, or stories when populated. */
export function placedIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((ref: unknown) => {
    const id = typeof ref === 'object' && ref !== null && 'id' in ref ? (ref as { id: unknown }).id : ref;
    return typeof id === 'number' && Number.isInteger(id) ? [id] : [];
  });
}

/** The placed stories readers do not see, in the placement's order. */
export function offSitePlacements(ids: readonly number[], stories: readonly PlacedStory[]): OffSitePlacement[] {
  const byId = new Map(stories.map((s) => [Number(s.id), s]));
  return ids.flatMap((id): OffSitePlacement[] => {
    const story = byId.get(id);
    if (!story) return [{ id, title: `Story ${id}`, reason: 'deleted' }];
    if (story._status === 'published') return [];
    const title = typeof story.title === 'string' ? story.title.trim() : '';
    return [{ id, title: title || `Untitled story ${id}`, reason: 'draft' }];
  });
}

/** The line the picker shows under a placement for one story readers do not see. */
export function offSiteLabel(placement: OffSitePlacement): string {
  return placement.reason === 'draft' ? `${placement.title}: draft, not on the site until it is published` : `${placement.title}: deleted, not on the site`;
}
