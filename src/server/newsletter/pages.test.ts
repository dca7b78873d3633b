import { describe, expect, it } from 'vitest';
import { preferencesNotice } from './pages';

const email = 'reader@example.com';

describe('preferencesNotice', () => {
  it('promises a confirmed reader that the next digest follows the saved choices', () => {
    expect(preferencesNotice({ email, status: 'confirmed' }, true).html).toBe(
      '<p role="status"><strong>Saved.</strong> Your next digest follows these choices.</p>',
    );
    expect(preferencesNotice({ email, status: 'confirmed' }, false).html).toBe('');
  });

  it('tells a reader who gets nothing that the choices are saved and nothing comes until they sign up again', () => {
    for (const status of ['unsubscribed', 'pending', 'bouncing'] as const) {
      const saved = preferencesNotice({ email, status }, true).html;
      expect(saved, status).toMatch(/^<p role="status"><strong>Saved\.<\/strong> /);
      expect(saved, status).toContain('reader@example.com receives no newsletters now, so nothing is sent until you <a href="/newsletter">sign up again</a>');
      expect(saved, status).not.toContain('Your next digest');
      // One notice, not a promise followed by its contradiction.
      expect(saved.match(/<p/g), status).toHaveLength(1);
      expect(preferencesNotice({ email, status }, false).html, status).toBe(
        '<p>reader@example.com is not receiving newsletters now. <a href="/newsletter">Sign up again</a> to receive them.</p>',
      );
    }
  });

  it('escapes the address', () => {
    expect(preferencesNotice({ email: '<b>x</b>@example.com', status: 'unsubscribed' }, true).html).toContain('&lt;b&gt;x&lt;/b&gt;@example.com');
  });
});
