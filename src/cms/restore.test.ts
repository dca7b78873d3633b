import { describe, expect, it } from 'vitest';
import { restoreDecision, RESTORED_AS_ASKED, RESTORED_DRAFT_OF_LIVE, RESTORED_LIVE, RESTORED_UNPUBLISHED } from './restore';

describe('restoreDecision', () => {
  it('restores a published version of an unpublished story as a draft: the story stays off the site', () => {
    expect(restoreDecision({ askedForDraft: false, storyPublished: false, versionPublished: true })).toEqual({
      asDraft: true,
      message: RESTORED_UNPUBLISHED,
    });
    expect(restoreDecision({ askedForDraft: false, storyPublished: false, versionPublished: false }).asDraft).toBe(true);
  });

  it('restores a draft version of a published story as a draft: the story stays on the site as it is', () => {
    expect(restoreDecision({ askedForDraft: false, storyPublished: true, versionPublished: false })).toEqual({
      asDraft: true,
      message: RESTORED_DRAFT_OF_LIVE,
    });
  });

  it('restores a published version of a published story onto the site, unless a draft was asked for', () => {
    expect(restoreDecision({ askedForDraft: false, storyPublished: true, versionPublished: true })).toEqual({
      asDraft: false,
      message: RESTORED_LIVE,
    });
    expect(restoreDecision({ askedForDraft: true, storyPublished: true, versionPublished: true })).toEqual({
      asDraft: true,
      message: RESTORED_AS_ASKED,
    });
  });
});
