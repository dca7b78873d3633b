import { describe, expect, it } from 'vitest';
import { contactLinks, validateContactEmail, validateInstagramHandle, validateXHandle } from './authorLinks';

describe('contact link validation', () => {
  it('accepts nothing, or a well-formed value', () => {
    for (const validate of [validateContactEmail, validateXHandle, validateInstagramHandle]) {
      expect(validate(undefined)).toBe(true);
      expect(validate('')).toBe(true);
      expect(validate(null)).toBe(true);
    }
    expect(validateContactEmail('ana@dallaslocal.news')).toBe(true);
    expect(validateXHandle('ana_ruiz')).toBe(true);
    expect(validateInstagramHandle('ana.ruiz_dallas')).toBe(true);
  });

  it.each([
    [validateContactEmail, 'not-an-address'],
    [validateContactEmail, 42],
    [validateXHandle, '@ana'],
    [validateXHandle, 'a'.repeat(16)],
    [validateXHandle, 'ana ruiz'],
    [validateInstagramHandle, 'ana..ruiz'],
    [validateInstagramHandle, '.ana'],
    [validateInstagramHandle, '<script>'],
  ] as const)('refuses a bad value (%#)', (validate, value) => {
    expect(validate(value)).toEqual(expect.any(String));
  });
});

describe('contactLinks', () => {
  it('links each given contact in a fixed order', () => {
    expect(contactLinks({ instagram: 'ana.ruiz', website: 'https://anaruiz.example/', email: 'ana@dallaslocal.news', x: 'ana' })).toEqual([
      { label: 'E-mail', href: 'mailto:ana@dallaslocal.news', text: 'ana@dallaslocal.news' },
      { label: 'Website', href: 'https://anaruiz.example/', text: 'anaruiz.example' },
      { label: 'X', href: 'https://x.com/ana', text: '@ana' },
      { label: 'Instagram', href: 'https://www.instagram.com/ana.ruiz/', text: '@ana.ruiz' },
    ]);
  });

  it('leaves out what does not check out, and has nothing for no contact', () => {
    expect(contactLinks({ website: 'http://insecure.example', email: 'x', x: '@no' })).toEqual([]);
    expect(contactLinks(null)).toEqual([]);
  });
});
