import { describe, expect, it } from 'vitest';
import { restoreDecision, RESTORED_AS_ASKED, RESTORED_DRAFT_OF_LIVE, RESTORED_LIVE, RESTORED_UNPUBLISHED } from './restore';

describe('restoreDecision', () => {
  it('restores a published version of an unpublished story as a draft: the story stays off the site', () => {
    expect(restoreDecision({ askedForDraft: false, published: false, versionPublished: true })).toEqual({
      asDraft: true,
      message: RESTORED_UNPUBLISHED,
    });
    expect(restoreDecision({ askedForDraft: false, published: false, versionPublished: false }).asDraft).toBe(true);
  });

  it('restores a draft version of a published story as a draft: the story stays on the site as it is', () => {
    expect(restoreDecision({ askedForDraft: false, published: true, versionPublished: false })).toEqual({
      asDraft: true,
      message: RESTORED_DRAFT_OF_LIVE,
    });
  });

  it('restores a published version of a published story onto the site, unless a draft was asked for', () => {
    expect(restoreDecision({ askedForDraft: false, published: true, versionPublished: true })).toEqual({
      asDraft: false,
      message: RESTORED_LIVE,
    });
    expect(restoreDecision({ askedForDraft: true, published: true, versionPublished: true })).toEqual({
      asDraft: true,
      message: RESTORED_AS_ASKED,
    });
  });
});

describe('restoreDecision for the other collections', () => {
  it("names the document restored: a group's draft version leaves the group on the site", () => {
    expect(restoreDecision({ askedForDraft: false, published: true, versionPublished: false, noun: 'group' })).toEqual({
      asDraft: true,
      message: 'Restored as a draft, as that version was. The group on the site is unchanged until you publish.',
    });
    expect(restoreDecision({ askedForDraft: false, published: false, versionPublished: true, noun: 'event' })).toEqual({
      asDraft: true,
      message: 'Restored as a draft. The event is not on the site; publish it when it is ready.',
    });
  });
});
