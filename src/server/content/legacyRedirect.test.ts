// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

const published = new Set<string>();
vi.mock('./cmsStories', () => ({
  cmsStoryBySlug: async (slug: string) => (published.has(slug) ? { slug } : undefined),
}));
vi.mock('next/navigation', () => ({
  permanentRedirect: (to: string) => {
    throw new Error(`308 ${to}`);
  },
}));

const { redirectLegacyStory, legacyParams } = await import('./legacyRedirect');
const { legacyStorySlug } = await import('./legacyStories');

describe('redirectLegacyStory', () => {
  beforeEach(() => published.clear());

  it("redirects permanently to the story's one address while it is published", async () => {
    const slug = legacyStorySlug('/news/top/3') ?? '';
    published.add(slug);
    await expect(redirectLegacyStory('/news/top/3')).rejects.toThrow(`308 /news/${slug}`);
  });
  it('returns (the page then shows its 404) once the story was deleted or unpublished, and for an address that never was a story', async () => {
    await expect(redirectLegacyStory('/news/top/3')).resolves.toBeUndefined();
    await expect(redirectLegacyStory('/news/top/9')).resolves.toBeUndefined();
  });
});

describe('legacyParams', () => {
  it('lists the static params of one kind of legacy address', () => {
    expect(legacyParams(/^\/community\/(\d+)$/).map((m) => m[1])).toEqual(['10', '11', '12']);
    expect(legacyParams(/^\/news\/(\d+)$/)).toHaveLength(9);
  });
});
