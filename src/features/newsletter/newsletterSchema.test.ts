import { newsletterSchema, normalizeEmail } from './newsletterSchema';

describe('normalizeEmail', () => {
  it('trims and lower-cases the domain only', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM \n')).toBe('Jane.Doe@example.com');
    expect(normalizeEmail('a@b@Example.Org')).toBe('a@b@example.org');
    expect(normalizeEmail('no-at-sign')).toBe('no-at-sign');
  });
});

describe('newsletterSchema', () => {
  it('accepts an address and a form name, normalized', () => {
    expect(newsletterSchema.parse({ email: ' reader@Dallas.Example ', source: 'home-daily-updates' })).toEqual({
      email: 'reader@dallas.example',
      source: 'home-daily-updates',
    });
  });

  it.each([
    ['', 'Please enter your email address.'],
    ['   ', 'Please enter your email address.'],
    ['not-an-email', 'Please enter a valid email address, like name@example.com.'],
    ['a@b', 'Please enter a valid email address, like name@example.com.'],
    [`${'x'.repeat(250)}@example.com`, 'Please use an email address of at most 254 characters.'],
  ])('refuses %j with a readable message', (email, message) => {
    const result = newsletterSchema.safeParse({ email, source: 'contact-newsletter' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses a malformed form name', () => {
    expect(newsletterSchema.safeParse({ email: 'a@example.com', source: '<script>' }).success).toBe(false);
    expect(newsletterSchema.safeParse({ email: 'a@example.com', source: '' }).success).toBe(false);
  });
});
