import { describe, expect, it } from 'vitest';
import { isCurrentPath } from './isCurrentPath';

describe('isCurrentPath', () => {
  it('marks Home only on the root', () => {
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/', '/news')).toBe(false);
  });
  it('marks a section on itself and its detail pages', () => {
    expect(isCurrentPath('/news', '/news')).toBe(true);
    expect(isCurrentPath('/news', '/news/3')).toBe(true);
  });
  it('does not confuse sections sharing a prefix', () => {
    expect(isCurrentPath('/news', '/newsletter')).toBe(false);
  });
  it('marks nothing before the path is known', () => {
    expect(isCurrentPath('/news', null)).toBe(false);
  });
});
