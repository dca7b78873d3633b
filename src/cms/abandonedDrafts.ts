/**
 * Stories that were opened with "Create New" and left. With autosave, the admin saves a draft the
 * moment an editor opens Create New (Payload's document view creates it, then redirects to it), so
 * every Create New that was closed again left an untitled, empty story in the list for good.
 *
 * Each new story now sweeps the ones abandoned earlier: never published, nothing an editor writes
 * (title, address, summary, body, category, photo, authors, corrections, a former address) and
 * untouched for a day. A story with any of those, or touched within the day, is never removed.
 *
 * Read with `draft: true`: an autosave writes the story's latest version, not its main row (Payload
 * changes the main row only on publish and unpublish), so the main row of a draft says nothing of what
 * was written since it was created. A story locked by someone editing it (Payload's document locking)
 * is left to them (`overrideLock: false`).
 */
import type { CollectionAfterOperationHook, Payload, Where } from 'payload';

/** How long an empty, untitled draft is left alone (an editor may come back to it the same day). */
export const ABANDONED_DRAFT_AGE_MS = 24 * 60 * 60 * 1000;

/** At most this many are removed per sweep; the next new story takes the rest. */
export const SWEEP_LIMIT = 50;

/** Lexical nodes that hold nothing by themselves: a body of only these, with no text, is empty. */
const STRUCTURE_ONLY = new Set(['root', 'paragraph', 'linebreak', 'text']);

type LexicalNode = { type?: unknown; text?: unknown; children?: unknown; root?: unknown };

/** True when a rich-text value holds text or anything else than empty paragraphs (a photo, a rule...). */
export function richTextHasContent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value !== 'object') return true;
  const node = value as LexicalNode;
  if (node.root !== undefined) return richTextHasContent(node.root);
  if (node.type === 'text') return typeof node.text === 'string' && node.text.trim() !== '';
  if (typeof node.type === 'string' && !STRUCTURE_ONLY.has(node.type)) return true;
  return Array.isArray(node.children) && node.children.some(richTextHasContent);
}

const blank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** The latest version of a story, as Payload's find with `draft: true` gives it (depth 0). */
export type StoryDraft = Record<string, unknown> & { id?: unknown; _status?: unknown; updatedAt?: unknown };

/** True for a story nobody wrote anything in, never published, and untouched since `now - ABANDONED_DRAFT_AGE_MS`. */
export function isAbandonedDraft(story: StoryDraft, now: Date): boolean {
  if (story._status === 'published') return false;
  const updated = typeof story.updatedAt === 'string' ? Date.parse(story.updatedAt) : NaN;
  if (!Number.isFinite(updated) || now.getTime() - updated < ABANDONED_DRAFT_AGE_MS) return false;
  const written = ['title', 'slug', 'summary', 'category', 'heroImage', 'heroImageAlt', 'authors', 'publishedAt', 'formerSlugs', 'corrections'];
  return written.every((field) => blank(story[field])) && !richTextHasContent(story.body);
}

/** The stories the database may hold as abandoned (isAbandonedDraft decides each): a first, indexed cut. */
export function abandonedDraftCandidates(now: Date): Where {
  return {
    and: [
      { _status: { not_equals: 'published' } },
      { or: [{ title: { exists: false } }, { title: { equals: '' } }] },
      { publishedAt: { exists: false } },
      { updatedAt: { less_than: new Date(now.getTime() - ABANDONED_DRAFT_AGE_MS).toISOString() } },
    ],
  };
}

/** Removes the abandoned drafts (up to SWEEP_LIMIT); answers their ids. */
export async function sweepAbandonedDrafts(payload: Pick<Payload, 'find' | 'delete'>, now: Date): Promise<Array<string | number>> {
  const { docs } = await payload.find({
    collection: 'stories',
    draft: true,
    where: abandonedDraftCandidates(now),
    depth: 0,
    limit: SWEEP_LIMIT,
    overrideAccess: true,
  });
  const ids = (docs as StoryDraft[]).filter((story) => isAbandonedDraft(story, now)).map((story) => story.id as string | number);
  if (ids.length === 0) return [];
  const { docs: removed } = await payload.delete({
    collection: 'stories',
    where: { id: { in: ids } },
    depth: 0,
    overrideAccess: true,
    overrideLock: false,
  });
  const removedIds = removed.map((story) => story.id);
  if (removedIds.length > 0) console.log(`Removed ${removedIds.length} untitled, empty story draft(s) left for over a day: ${removedIds.join(', ')}`);
  return removedIds;
}

/**
 * A task that runs one at a time: `trigger()` starts it when idle; triggered while it runs, it runs once
 * more when it ends (however many triggers came meanwhile), so every trigger is followed by a run that
 * started after it. A run that fails goes to `onError`, and the next trigger runs it again. `idle()`
 * resolves once nothing runs or waits.
 */
export function coalesced(task: () => Promise<void>, onError: (error: unknown) => void): { trigger: () => void; idle: () => Promise<void> } {
  let running: Promise<void> | null = null;
  let again = false;
  return {
    trigger() {
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        do {
          again = false;
          await task().catch(onError);
        } while (again);
      })().finally(() => {
        running = null;
      });
    },
    idle: () => running ?? Promise.resolve(),
  };
}

/** This process's sweep, by its Payload (one per process in practice). */
const sweeps = new WeakMap<object, ReturnType<typeof coalesced>>();

/**
 * After a story is created (the admin's Create New among others): sweep the abandoned ones, beside the
 * request and outside its transaction. Not awaited: the create holds a database connection until it
 * commits, and fifty creates at once, each waiting for a second connection for its sweep, took the whole
 * pool and waited for ever (e2e/cms-durability.spec.ts found it). One sweep at a time per process; a
 * failure is logged, never the new story's.
 */
export const sweepAbandonedDraftsAfterCreate: CollectionAfterOperationHook<'stories'> = ({ operation, req, result }) => {
  if (operation !== 'create') return result;
  const payload = req.payload;
  let sweep = sweeps.get(payload);
  if (!sweep) {
    sweep = coalesced(
      async () => void (await sweepAbandonedDrafts(payload, new Date())),
      (error) => console.error('Abandoned story drafts could not be removed:', error instanceof Error ? error.message : error),
    );
    sweeps.set(payload, sweep);
  }
  sweep.trigger();
  return result;
};
