// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CORRECTIONS_TAG, FRONT_PAGE_TAG, MEDIA_TAG, STORIES_TAG, categoryTag, storyTag, tagsForMediaChange, tagsForReferenceChange, tagsForStaffChange, tagsForStoryChange } from './cacheTags';

describe('tagsForStoryChange', () => {
  it('expires the lists, the story and its category when a story is published', () => {
    expect(tagsForStoryChange({ slug: 'new-park', category: 'Real Estate', _status: 'published' }, [{ _status: 'draft' }])).toEqual([
      STORIES_TAG,
      CORRECTIONS_TAG,
      FRONT_PAGE_TAG,
      'story:new-park',
      'category:real-estate',
    ]);
  });

  it('expires them when a published story is unpublished', () => {
    const doc = { slug: 'new-park', category: 'Sports', _status: 'draft' };
    expect(tagsForStoryChange(doc, [{ ...doc, _status: 'published' }])).toEqual([STORIES_TAG, CORRECTIONS_TAG, FRONT_PAGE_TAG, storyTag('new-park'), categoryTag('Sports')]);
  });

  it('also expires the old address and category of a renamed, moved story', () => {
    const tags = tagsForStoryChange(
      { slug: 'new-name', category: 'Food', _status: 'published' },
      [{ slug: 'old-name', category: 'Health', _status: 'published' }],
    );
    expect(tags).toEqual(expect.arrayContaining(['story:new-name', 'story:old-name', 'category:food', 'category:health']));
  });

  it('expires the front pages\' placements, read with the placed stories\' slugs, when a placed story is renamed', () => {
    const tags = tagsForStoryChange({ slug: 'new-name', _status: 'published' }, [{ slug: 'old-name', _status: 'published' }]);
    expect(tags).toContain(FRONT_PAGE_TAG);
  });

  it('expires the page readers had when a story with a pending draft is unpublished', () => {
    // The latest version is the pending draft (renamed); readers had the published row at its old address.
    const tags = tagsForStoryChange({ slug: 'draft-name', _status: 'draft' }, [{ slug: 'draft-name', _status: 'draft' }, { slug: 'live-name', category: 'Food', _status: 'published' }]);
    expect(tags).toEqual(expect.arrayContaining([STORIES_TAG, FRONT_PAGE_TAG, storyTag('live-name'), categoryTag('Food')]));
  });

  it('leaves the public pages alone for a draft that was never published', () => {
    expect(tagsForStoryChange({ slug: 'x', category: 'Food', _status: 'draft' }, [{ slug: 'x', category: 'Food', _status: 'draft' }])).toEqual([]);
    expect(tagsForStoryChange({ slug: 'x', category: 'Food', _status: 'draft' }, [undefined])).toEqual([]);
  });

  it('expires a deleted story whatever its status, and ignores values that are not a slug or a category', () => {
    expect(tagsForStoryChange({ slug: 'gone', category: 'Food', _status: 'draft' }, [], true)).toEqual([
      STORIES_TAG,
      CORRECTIONS_TAG,
      FRONT_PAGE_TAG,
      'story:gone',
      'category:food',
    ]);
    expect(tagsForStoryChange({ slug: '', category: 'Nope', _status: 'published' }, [null])).toEqual([STORIES_TAG, CORRECTIONS_TAG, FRONT_PAGE_TAG]);
  });
});

describe('corrections', () => {
  it('expire the corrections page and feed with the story page when a correction is added to a published story', () => {
    const story = { slug: 'bond-vote', category: 'Politics', _status: 'published' };
    expect(tagsForStoryChange(story, [story])).toEqual(expect.arrayContaining([CORRECTIONS_TAG, storyTag('bond-vote')]));
  });
});

describe('tagsForReferenceChange', () => {
  it("expires the collection's pages when an item is published, unpublished or deleted", () => {
    expect(tagsForReferenceChange('events', { _status: 'published' }, [undefined])).toEqual(['events']);
    expect(tagsForReferenceChange('books', { _status: 'draft' }, [{ _status: 'published' }])).toEqual(['books']);
    expect(tagsForReferenceChange('groups', { _status: 'draft' }, [], true)).toEqual(['groups']);
  });

  it('expires them when an item with a pending draft is unpublished: readers had the published row', () => {
    expect(tagsForReferenceChange('groups', { _status: 'draft' }, [{ _status: 'draft' }, { _status: 'published' }])).toEqual(['groups']);
  });

  it('leaves the public pages alone for a draft that was never published', () => {
    expect(tagsForReferenceChange('initiatives', { _status: 'draft' }, [{ _status: 'draft' }, { _status: 'draft' }])).toEqual([]);
    expect(tagsForReferenceChange('resources', { _status: 'draft' }, [undefined, null])).toEqual([]);
  });
});

describe('tagsForStaffChange', () => {
  it('expires the team, the lists, the author page under both slugs and each of their stories', () => {
    expect(tagsForStaffChange({ slug: 'ana-ruiz' }, { slug: 'ana-r' }, ['council-vote', 'new-park'])).toEqual([
      'staff',
      'stories',
      'author:ana-ruiz',
      'author:ana-r',
      'story:council-vote',
      'story:new-park',
    ]);
  });

  it('works for a member without a slug or stories', () => {
    expect(tagsForStaffChange({}, undefined, [])).toEqual(['staff', 'stories']);
  });
});

describe('tagsForMediaChange', () => {
  it('expires every read that shows photos when a photo is edited or deleted, nothing for a new upload', () => {
    expect(tagsForMediaChange('update')).toEqual([MEDIA_TAG]);
    expect(tagsForMediaChange('delete')).toEqual([MEDIA_TAG]);
    expect(tagsForMediaChange('create')).toEqual([]);
  });
});
