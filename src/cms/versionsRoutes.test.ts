import { describe, expect, it } from 'vitest';
import { isMissingVersionsRoute, versioned } from './versionsRoutes';

const known = versioned({
  collections: [{ slug: 'stories', versions: { drafts: true } }, { slug: 'media', versions: false }, { slug: 'users' }],
  globals: [{ slug: 'front-page' }, { slug: 'settings', versions: { drafts: false } }],
} as unknown as Parameters<typeof versioned>[0]);

describe('isMissingVersionsRoute', () => {
  it('names the versions routes of what keeps no versions', () => {
    for (const path of ['/api/media/versions', '/api/media/versions/1', '/api/users/versions/abc', '/api/globals/front-page/versions', '/api/globals/front-page/versions/1']) {
      expect(isMissingVersionsRoute(path, known), path).toBe(true);
    }
  });

  it('leaves every other route to Payload', () => {
    for (const path of ['/api/stories/versions', '/api/stories/versions/12', '/api/globals/settings/versions', '/api/media', '/api/media/1', '/api/media/file/versions.png', '/api/users/login', '/api/globals/front-page']) {
      expect(isMissingVersionsRoute(path, known), path).toBe(false);
    }
  });
});
