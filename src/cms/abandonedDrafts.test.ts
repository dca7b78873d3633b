import { describe, expect, it, vi } from 'vitest';
import { ABANDONED_DRAFT_AGE_MS, abandonedDraftCandidates, coalesced, isAbandonedDraft, richTextHasContent, sweepAbandonedDrafts, type StoryDraft } from './abandonedDrafts';

const now = new Date('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const DAY = ABANDONED_DRAFT_AGE_MS;

/** What Create New saves: nothing but the defaults and the server's own fields. */
const untouched = (updatedAt: string): StoryDraft => ({
  id: 7,
  _status: 'draft',
  title: null,
  slug: null,
  summary: null,
  body: null,
  category: null,
  section: 'News',
  heroImage: null,
  heroImageAlt: null,
  authors: [],
  publishedAt: null,
  formerSlugs: [],
  corrections: [],
  createdBy: 3,
  createdAt: updatedAt,
  updatedAt,
});

const paragraphs = (...texts: string[]) => ({
  root: { type: 'root', children: texts.map((text) => ({ type: 'paragraph', children: text === '' ? [] : [{ type: 'text', text }] })) },
});

describe('richTextHasContent', () => {
  it('finds nothing in no body, or in empty paragraphs and blank text', () => {
    expect(richTextHasContent(null)).toBe(false);
    expect(richTextHasContent(undefined)).toBe(false);
    expect(richTextHasContent(paragraphs('', '   '))).toBe(false);
  });

  it('finds text anywhere in the tree, and any node that is more than an empty paragraph', () => {
    expect(richTextHasContent(paragraphs('', 'The council met.'))).toBe(true);
    expect(richTextHasContent({ root: { type: 'root', children: [{ type: 'upload', value: 4 }] } })).toBe(true);
    expect(richTextHasContent({ root: { type: 'root', children: [{ type: 'heading', tag: 'h2', children: [] }] } })).toBe(true);
  });

  it('counts a value it does not understand as content (never removes what it cannot read)', () => {
    expect(richTextHasContent('a string')).toBe(true);
  });
});

describe('isAbandonedDraft', () => {
  it('is true for an untitled, empty draft untouched for a day', () => {
    expect(isAbandonedDraft(untouched(ago(DAY + 1)), now)).toBe(true);
    expect(isAbandonedDraft({ ...untouched(ago(3 * DAY)), title: '  ', body: paragraphs('') }, now)).toBe(true);
  });

  it('leaves one touched within the day', () => {
    expect(isAbandonedDraft(untouched(ago(DAY - 1000)), now)).toBe(false);
    expect(isAbandonedDraft(untouched(ago(0)), now)).toBe(false);
  });

  it.each([
    ['a title', { title: 'Budget vote' }],
    ['an address', { slug: 'budget-vote' }],
    ['a summary', { summary: 'Notes for later' }],
    ['a body', { body: paragraphs('First line') }],
    ['a category', { category: 'Politics' }],
    ['a photo', { heroImage: 12 }],
    ['alt text', { heroImageAlt: 'A crowd at City Hall' }],
    ['an author', { authors: [2] }],
    ['a publication date', { publishedAt: ago(5 * DAY) }],
    ['a former address', { formerSlugs: [{ slug: 'old' }] }],
    ['a correction', { corrections: [{ note: 'Fixed a name' }] }],
  ])('leaves one with %s, however old', (_label, written) => {
    expect(isAbandonedDraft({ ...untouched(ago(30 * DAY)), ...written }, now)).toBe(false);
  });

  it('leaves a published story, and one whose time it cannot read', () => {
    expect(isAbandonedDraft({ ...untouched(ago(30 * DAY)), _status: 'published' }, now)).toBe(false);
    expect(isAbandonedDraft({ ...untouched(ago(30 * DAY)), updatedAt: 'yesterday' }, now)).toBe(false);
    expect(isAbandonedDraft({ ...untouched(ago(30 * DAY)), updatedAt: undefined }, now)).toBe(false);
  });
});

describe('abandonedDraftCandidates', () => {
  it('asks for untitled, never published stories last saved before the cut-off', () => {
    expect(abandonedDraftCandidates(now)).toEqual({
      and: [
        { _status: { not_equals: 'published' } },
        { or: [{ title: { exists: false } }, { title: { equals: '' } }] },
        { publishedAt: { exists: false } },
        { updatedAt: { less_than: '2026-11-25T12:00:00.000Z' } },
      ],
    });
  });
});

describe('sweepAbandonedDrafts', () => {
  function fakePayload(docs: StoryDraft[], deleted: Array<{ id: number }>) {
    return {
      find: vi.fn().mockResolvedValue({ docs }),
      delete: vi.fn().mockResolvedValue({ docs: deleted, errors: [] }),
    };
  }

  it('reads the latest versions and removes only the abandoned ones, leaving locked stories', async () => {
    const payload = fakePayload(
      [untouched(ago(2 * DAY)), { ...untouched(ago(2 * DAY)), id: 8, body: paragraphs('A lede') }, { ...untouched(ago(5 * DAY)), id: 9 }],
      [{ id: 7 }, { id: 9 }],
    );
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await sweepAbandonedDrafts(payload, now)).toEqual([7, 9]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Removed 2 untitled, empty story draft(s)'));
    log.mockRestore();
    expect(payload.find).toHaveBeenCalledWith(expect.objectContaining({ collection: 'stories', draft: true, where: abandonedDraftCandidates(now), overrideAccess: true }));
    expect(payload.delete).toHaveBeenCalledWith(expect.objectContaining({ collection: 'stories', where: { id: { in: [7, 9] } }, overrideLock: false }));
  });

  it('deletes nothing when nothing is abandoned', async () => {
    const payload = fakePayload([{ ...untouched(ago(2 * DAY)), summary: 'Kept' }], []);
    expect(await sweepAbandonedDrafts(payload, now)).toEqual([]);
    expect(payload.delete).not.toHaveBeenCalled();
  });
});

describe('coalesced', () => {
  /** A task whose runs end when the test says so. */
  function controlledTask() {
    const ends: Array<() => void> = [];
    const task = vi.fn(() => new Promise<void>((resolve) => ends.push(resolve)));
    return { task, endRun: (i: number) => ends[i]!(), started: () => task.mock.calls.length };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('runs at once when idle', async () => {
    const { task, endRun, started } = controlledTask();
    const sweep = coalesced(task, () => undefined);
    sweep.trigger();
    expect(started()).toBe(1);
    endRun(0);
    await sweep.idle();
    sweep.trigger();
    expect(started()).toBe(2);
  });

  it('runs once more after the current run, however many triggers came meanwhile', async () => {
    const { task, endRun, started } = controlledTask();
    const sweep = coalesced(task, () => undefined);
    sweep.trigger();
    sweep.trigger();
    sweep.trigger();
    expect(started(), 'one at a time').toBe(1);
    endRun(0);
    await settle();
    expect(started(), 'a run that started after the triggers').toBe(2);
    endRun(1);
    await sweep.idle();
    expect(started()).toBe(2);
  });

  it('hands a failed run to onError and runs again at the next trigger', async () => {
    let calls = 0;
    const errors: unknown[] = [];
    const sweep = coalesced(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
      },
      (error) => errors.push(error),
    );
    sweep.trigger();
    await sweep.idle();
    expect(errors).toEqual([new Error('database away')]);
    sweep.trigger();
    await sweep.idle();
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
  });
});
