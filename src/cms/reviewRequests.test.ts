// @vitest-environment node
import type { FieldHookArgs } from 'payload';
import { describe, expect, it } from 'vitest';
import { reviewRequestMail } from '@/server/newsroom/reviewMail';
import { becameReady, clearedWhenPublished, mayMailEditors } from './reviewRequests';

describe('becameReady', () => {
  it('is the save that checks the box, not the ones after it', () => {
    expect(becameReady({ readyForReview: true }, { readyForReview: false })).toBe(true);
    expect(becameReady({ readyForReview: true }, undefined)).toBe(true);
    expect(becameReady({ readyForReview: true }, { readyForReview: true })).toBe(false);
    expect(becameReady({ readyForReview: false }, { readyForReview: true })).toBe(false);
  });
});

describe('clearedWhenPublished', () => {
  const run = (value: unknown, status: string) => clearedWhenPublished({ value, siblingData: { _status: status } } as unknown as FieldHookArgs);

  it('keeps the box on a draft and clears it when the story is published', () => {
    expect(run(true, 'draft')).toBe(true);
    expect(run(false, 'draft')).toBe(false);
    expect(run(true, 'published')).toBe(false);
    expect(run(undefined, 'draft')).toBe(false);
  });
});

describe('reviewRequestMail', () => {
  it('tells an editor who marked which story, with its address in the admin', () => {
    const mail = reviewRequestMail('editor@example.com', { title: 'Council race heats up', by: 'Ana Ruiz', editUrl: 'https://dallaslocal.news/admin/collections/stories/42' });
    expect(mail).toMatchObject({ kind: 'review', to: 'editor@example.com', subject: 'Ready for review: Council race heats up' });
    expect(mail.text).toContain('Ana Ruiz marked "Council race heats up" ready for an editor.');
    expect(mail.text).toContain('https://dallaslocal.news/admin/collections/stories/42');
    expect(reviewRequestMail('e@example.com', { title: '  ', by: 'A', editUrl: 'x' }).subject).toBe('Ready for review: An untitled story');
  });
});

describe('mayMailEditors', () => {
  const now = new Date('2026-11-27T18:00:00.000Z');
  it('mails for a story whose editors were never mailed, or over an hour ago', () => {
    expect(mayMailEditors(undefined, now)).toBe(true);
    expect(mayMailEditors('2026-11-27T16:59:59.000Z', now)).toBe(true);
    expect(mayMailEditors('2026-11-27T17:00:00.000Z', now)).toBe(true);
    expect(mayMailEditors('not a date', now)).toBe(true);
  });

  it('does not mail again within the hour: toggling the box sent every editor a mail each time', () => {
    expect(mayMailEditors('2026-11-27T17:00:01.000Z', now)).toBe(false);
    expect(mayMailEditors('2026-11-27T17:59:00.000Z', now)).toBe(false);
  });
});
