// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NO_PORTRAIT, teamFromDocs } from './staffModel';

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
  it('shows the fallback portrait, described by name, without a photo', () => {
    const [member] = teamFromDocs([{ id: 3, name: 'Aaron Diaz', title: 'Sports Reporter', bio, image: 12 }]);
    expect(member?.image).toBe(NO_PORTRAIT);
    expect(member?.imageAlt).toBe('Portrait of Aaron Diaz, Sports Reporter');
  });
  it('leaves out and reports a document that does not check out', () => {
    const reports: string[] = [];
    expect(teamFromDocs([{ id: 9, name: 'X Y', title: 'Astrologer', bio }], (m) => reports.push(m))).toEqual([]);
    expect(reports[0]).toContain('staff 9');
  });
});
