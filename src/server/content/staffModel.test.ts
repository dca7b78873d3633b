// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NO_PORTRAIT, authorsFromDocs, teamFromDocs } from './staffModel';

const portrait = {
  url: '/api/media/file/seed-team-ana.png',
  alt: 'Illustrated portrait of Ana Ruiz',
  width: 1600,
  height: 1600,
  sizes: { webp480: { url: '/api/media/file/seed-team-ana-480x480.webp', width: 480 } },
};
const bio = 'Ana covers schools and the people who run them, from board meetings to classrooms.';

describe('teamFromDocs', () => {
  it('orders the team by title, then name, with each portrait as a small WebP copy', () => {
    const team = teamFromDocs([
      { id: 1, name: 'Ben Cole', title: 'Sports Reporter', bio, image: 4 },
      { id: 2, name: 'Ana Ruiz', title: 'Editor in Chief', bio, image: portrait },
      { id: 3, name: 'Aaron Diaz', title: 'Sports Reporter', bio, image: null },
    ]);
    expect(team.map((m) => m.name)).toEqual(['Ana Ruiz', 'Aaron Diaz', 'Ben Cole']);
    expect(team[0]).toEqual({
      name: 'Ana Ruiz',
      title: 'Editor in Chief',
      bio,
      image: '/api/media/file/seed-team-ana-480x480.webp',
      imageAlt: 'Illustrated portrait of Ana Ruiz',
    });
  });
  it("keeps the portrait's focal point for the round crop", () => {
    const [member] = teamFromDocs([{ id: 2, name: 'Ana Ruiz', title: 'Editor in Chief', bio, image: { ...portrait, focalX: 50, focalY: 30 } }]);
    expect(member?.imagePosition).toBe('50% 30%');
    const [author] = authorsFromDocs([{ id: 2, name: 'Ana Ruiz', slug: 'ana-ruiz', title: 'Editor in Chief', bio, image: { ...portrait, focalX: 40, focalY: 20 } }]);
    expect(author?.imagePosition).toBe('40% 20%');
    expect(teamFromDocs([{ id: 2, name: 'Ana Ruiz', title: 'Editor in Chief', bio, image: { ...portrait, focalX: 50, focalY: 50 } }])[0]).not.toHaveProperty('imagePosition');
  });
  it('shows the fallback portrait, described by name, without a photo', () => {
    const [member] = teamFromDocs([{ id: 3, name: 'Aaron Diaz', title: 'Sports Reporter', bio, image: 12 }]);
    expect(member?.image).toBe(NO_PORTRAIT);
    expect(member?.imageAlt).toBe('Portrait of Aaron Diaz, Sports Reporter');
  });
  it("puts titles other than the masthead's after it, grouped by title, then by name", () => {
    const team = teamFromDocs([
      { id: 1, name: 'Zoe Park', title: 'City Hall Reporter', bio },
      { id: 2, name: 'Ben Cole', title: 'Sports Reporter', bio },
      { id: 3, name: 'Cy Lee', title: 'Audience Editor', bio },
      { id: 4, name: 'Al Diaz', title: 'City Hall Reporter', bio },
      { id: 5, name: 'Ana Ruiz', title: 'Editor in Chief', bio },
    ]);
    expect(team.map((m) => [m.name, m.title])).toEqual([
      ['Ana Ruiz', 'Editor in Chief'],
      ['Ben Cole', 'Sports Reporter'],
      ['Cy Lee', 'Audience Editor'],
      ['Al Diaz', 'City Hall Reporter'],
      ['Zoe Park', 'City Hall Reporter'],
    ]);
  });
  it('leaves out and reports a document that does not check out', () => {
    const reports: string[] = [];
    expect(teamFromDocs([{ id: 9, name: 'X Y', title: 42, bio }], (m) => reports.push(m))).toEqual([]);
    expect(reports[0]).toContain('staff 9');
  });
});

describe('authors and guest contributors', () => {
  const docs = [
    { id: 1, name: 'Ana Ruiz', slug: 'ana-ruiz', kind: 'staff', title: 'Editor in Chief', bio, image: portrait, contact: { email: 'ana@dallaslocal.news', x: 'ana_ruiz', website: 'javascript:alert(1)' } },
    { id: 2, name: 'Guest Writer', slug: 'guest-writer', kind: 'contributor', title: null, bio, image: null },
    { id: 3, name: 'No Slug Yet', kind: 'staff', title: 'Sports Reporter', bio, image: null },
  ];

  it('gives every author with a slug a page, guest contributors too, with checked contact links', () => {
    const authors = authorsFromDocs(docs);
    expect(authors.map((a) => [a.name, a.href, a.role])).toEqual([
      ['Ana Ruiz', '/authors/ana-ruiz', 'Editor in Chief'],
      ['Guest Writer', '/authors/guest-writer', 'Contributor'],
    ]);
    // The website that is not an https link is left out.
    expect(authors[0]?.links).toEqual([
      { label: 'E-mail', href: 'mailto:ana@dallaslocal.news', text: 'ana@dallaslocal.news' },
      { label: 'X', href: 'https://x.com/ana_ruiz', text: '@ana_ruiz' },
    ]);
    expect(authors[1]?.imageAlt).toBe('Portrait of Guest Writer, Contributor');
  });

  it('keeps guest contributors off the team, and links each member to their page', () => {
    const team = teamFromDocs(docs);
    expect(team.map((m) => [m.name, m.href])).toEqual([
      ['Ana Ruiz', '/authors/ana-ruiz'],
      ['No Slug Yet', undefined],
    ]);
  });
});
