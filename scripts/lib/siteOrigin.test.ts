// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { withSiteOrigin } from './siteOrigin.mjs';

describe('withSiteOrigin', () => {
  it('without SITE_ORIGIN, says so once and uses the local server on its port', () => {
    const say = vi.fn();
    const env = withSiteOrigin({ PORT: '4123' }, '4123', say);
    expect(env.SITE_ORIGIN).toBe('http://localhost:4123');
    expect(env.PORT).toBe('4123');
    expect(say).toHaveBeenCalledTimes(1);
    expect(say.mock.calls[0]?.[0]).toMatch(/^SITE_ORIGIN is not set: using http:\/\/localhost:4123/);
  });

  it('keeps a configured origin and says nothing', () => {
    const say = vi.fn();
    expect(withSiteOrigin({ SITE_ORIGIN: 'https://dallaslocal.news' }, '3000', say).SITE_ORIGIN).toBe('https://dallaslocal.news');
    expect(say).not.toHaveBeenCalled();
  });
});
