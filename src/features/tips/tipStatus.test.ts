import { describe, expect, it } from 'vitest';
import { isStoryIdea, resolveTipStatus } from './tipStatus';

describe('isStoryIdea', () => {
  it.each(['Story idea', 'story ideas for you', 'Story tip: potholes', 'A story-suggestion', 'News tip', 'Tip: Deep Ellum noise', 'tips', 'Story pitch'])(
    'takes %j as a story idea',
    (subject) => expect(isStoryIdea(subject)).toBe(true),
  );
  it.each(['Advertising', 'Multiple choice', 'Tipping at restaurants', 'History of the paper', 'My subscription'])('does not take %j', (subject) =>
    expect(isStoryIdea(subject)).toBe(false),
  );
});

describe('resolveTipStatus', () => {
  it('starts new', () => {
    expect(resolveTipStatus({})).toEqual({ status: 'new' });
  });

  it('assigns a new tip when an assignee is picked', () => {
    expect(resolveTipStatus({ status: 'new', assignee: 4 }, { status: 'new' })).toEqual({ status: 'assigned' });
    expect(resolveTipStatus({ status: 'new', assignee: { id: 4 } }, { status: 'new' })).toEqual({ status: 'assigned' });
  });

  it('returns an assigned tip to new when its assignee is taken off', () => {
    expect(resolveTipStatus({ status: 'assigned', assignee: null }, { status: 'assigned', assignee: 4 })).toEqual({ status: 'new' });
  });

  it('refuses "assigned" without anyone', () => {
    expect(resolveTipStatus({ status: 'assigned', assignee: null }, { status: 'new' })).toEqual({ error: expect.stringContaining('assigned to') });
  });

  it('lets an editor mark a tip done, with or without an assignee, and reopen it', () => {
    expect(resolveTipStatus({ status: 'done', assignee: 4 }, { status: 'assigned', assignee: 4 })).toEqual({ status: 'done' });
    expect(resolveTipStatus({ status: 'done' }, { status: 'new' })).toEqual({ status: 'done' });
    expect(resolveTipStatus({ status: 'new', assignee: 4 }, { status: 'done', assignee: 4 })).toEqual({ status: 'new' });
  });

  it('refuses an unknown status', () => {
    expect(resolveTipStatus({ status: 'archived' })).toEqual({ error: expect.stringContaining('new, assigned, done') });
  });
});
