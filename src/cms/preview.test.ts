import { describe, expect, it } from 'vitest';
import { previewTarget, previewUrl } from './preview';

describe('draft preview targets', () => {
  it('accepts a story address', () => {
    expect(previewTarget('/news/city-council-votes')).toBe('/news/city-council-votes');
    expect(previewTarget('/news/3')).toBe('/news/3');
  });

  it('refuses other hosts, protocol-relative and odd paths (no open redirect)', () => {
    for (const bad of [
      'https://evil.example',
      'https://evil.example/news/a',
      '//evil',
      '//evil.example/news/a',
      '/\\evil.example',
      '/news/a/../../admin',
      '/news/%2F%2Fevil',
      '/news/a?x=//evil',
      '/news/a#frag',
      '/news/',
      '/news/Upper',
      '/news/a/b',
      '/admin',
      '/api/users',
      ' /news/a',
      '/news/a\n',
      '',
      undefined,
      null,
      ['/news/a'],
    ]) {
      expect(previewTarget(bad), String(bad)).toBeNull();
    }
    expect(previewTarget(`/news/${'a'.repeat(97)}`)).toBeNull();
  });

  it('builds the Preview button address from a slug', () => {
    expect(previewUrl('city-council-votes')).toBe('/api/preview?path=%2Fnews%2Fcity-council-votes');
    expect(previewUrl(undefined)).toBeNull();
    expect(previewUrl('//evil')).toBeNull();
  });
});
