import { describe, expect, it } from 'vitest';
import { authorNames, isPublic, searchDocumentFor, searchUrls } from './searchDocuments';

const lexical = (text: string) => ({ root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] } });

describe('searchDocumentFor', () => {
  it("indexes a story's byline with its text, from populated authors only", () => {
    const story = { id: 8, title: 'Trees for Five Mile Creek', slug: 'trees', body: lexical('Volunteers planted oaks.') };
    const named = searchDocumentFor('stories', { ...story, authors: [{ id: 1, name: 'Denise Okafor' }, { id: 2, name: 'Rebecca Alvarez' }] });
    expect(named?.body).toBe('Denise Okafor\nRebecca Alvarez\nVolunteers planted oaks.');
    expect(searchDocumentFor('stories', { ...story, authors: [1, 2] })?.body).toBe('Volunteers planted oaks.');
    expect(authorNames([{ name: 'A' }, null, 3, { name: '' }])).toEqual(['A']);
  });

  it('indexes a story by its slug address, summary, rich-text body and publication date', () => {
    const row = searchDocumentFor('stories', {
      id: 7,
      title: 'Council votes',
      slug: 'council-votes',
      summary: 'A late vote.',
      body: lexical('The council met.'),
      publishedAt: '2025-05-10T15:00:00.000Z',
    });
    expect(row).toEqual({
      type: 'stories',
      docId: '7',
      title: 'Council votes',
      summary: 'A late vote.',
      body: 'The council met.',
      url: '/news/council-votes',
      date: new Date('2025-05-10T15:00:00.000Z'),
    });
  });

  it('indexes the other kinds with their own fields and no date where they have none', () => {
    expect(searchDocumentFor('events', { id: 3, title: 'Town hall', description: 'Bring questions', startsAt: '2025-05-11T03:30:00Z', location: 'City Hall', category: 'Community' })).toMatchObject({
      summary: 'Bring questions',
      body: 'City Hall\nCommunity',
      url: '/events?date=2025-05-10',
      date: new Date('2025-05-11T03:30:00Z'),
    });
    expect(searchDocumentFor('groups', { id: 4, name: 'Oak Cliff Gardeners', description: 'We grow', details: [{ text: 'First.' }, { text: 'Second.' }], tags: ['food'] })).toMatchObject({
      title: 'Oak Cliff Gardeners',
      body: 'First.\nSecond.\nfood',
      url: '/community/groups/4',
      date: null,
    });
    expect(searchDocumentFor('initiatives', { id: 5, title: 'Clean creeks', description: 'd', location: 'Trinity', date: 'Ongoing' })).toMatchObject({ body: 'Trinity\nOngoing', url: '/community/initiatives/5' });
    // A group or initiative's page is addressed by its slug (its id only when it has none).
    expect(searchDocumentFor('groups', { id: 4, slug: 'oak-cliff-gardeners', name: 'Oak Cliff Gardeners', description: 'We grow' })?.url).toBe('/community/groups/oak-cliff-gardeners');
    expect(searchDocumentFor('initiatives', { id: 5, slug: 'clean-creeks', title: 'Clean creeks', description: 'd' })?.url).toBe('/community/initiatives/clean-creeks');
    expect(searchDocumentFor('resources', { id: 6, title: 'Food bank', description: 'd', category: 'Health' })).toMatchObject({ url: '/community?tab=health#community-resources-heading' });
    expect(searchDocumentFor('resources', { id: 6, title: 'Pool', description: 'd', category: 'Recreation' })?.url).toBe('/community#community-resources-heading');
    expect(searchDocumentFor('books', { id: 8, title: 'Big D', author: 'A. Writer' })).toMatchObject({ summary: 'by A. Writer', url: '/books#books-heading', date: null });
  });

  it('skips documents that cannot be shown and strips control characters', () => {
    expect(searchDocumentFor('stories', { id: 1, title: 'No slug' })).toBeNull();
    expect(searchDocumentFor('books', { title: 'No id' })).toBeNull();
    expect(searchDocumentFor('books', { id: 2, title: '  ' })).toBeNull();
    expect(searchDocumentFor('books', { id: 2, title: 'A\u0002B\u0003C' })?.title).toBe('A B C');
  });

  it('cuts a very long body', () => {
    expect(searchDocumentFor('stories', { id: 1, title: 't', slug: 't', body: lexical('x'.repeat(200_000)) })?.body).toHaveLength(100_000);
  });
});

describe('addresses', () => {
  it('encode what they carry', () => {
    expect(searchUrls.stories({ slug: 'a b' })).toBe('/news/a%20b');
    expect(searchUrls.events({})).toBe('/events');
  });

  it("send an event to the events page on its Dallas day, not its UTC one", () => {
    expect(searchUrls.events({ startsAt: '2025-01-01T05:59:00Z' })).toBe('/events?date=2024-12-31');
    expect(searchUrls.events({ startsAt: '2025-07-01T05:00:00Z' })).toBe('/events?date=2025-07-01');
  });
});

describe('isPublic', () => {
  it('is true for published documents and for collections without drafts', () => {
    expect(isPublic({ _status: 'published' })).toBe(true);
    expect(isPublic({ title: 'x' })).toBe(true);
    expect(isPublic({ _status: 'draft' })).toBe(false);
    expect(isPublic(null)).toBe(false);
  });
});
