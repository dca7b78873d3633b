import { describe, expect, it } from 'vitest';
import { parseUserAdd, passwordFromStdin } from './userArgs';

describe('parseUserAdd', () => {
  it('reads the email (lower-cased) and the role', () => {
    expect(parseUserAdd(['add', 'Ed@Example.com', '--role', 'editor', '--password-stdin'])).toEqual({
      email: 'ed@example.com',
      role: 'editor',
    });
  });

  it.each([
    [['add', 'ed@example.com', '--role', 'owner', '--password-stdin'], /--role/],
    [['add', 'ed@example.com', '--role', 'editor'], /--password-stdin/],
    [['add', 'not-an-email', '--role', 'editor', '--password-stdin'], /Not an email/],
    [['remove', 'ed@example.com', '--role', 'editor', '--password-stdin'], /Usage/],
    [['add', '--role', 'editor', '--password-stdin'], /Usage/],
    [['add', 'ed@example.com', '--role', 'editor', '--password', 'x'], /Unknown option/],
  ])('refuses %j', (argv, message) => {
    const result = parseUserAdd(argv);
    expect('error' in result && result.error).toMatch(message);
  });
});

describe('passwordFromStdin', () => {
  it('takes the line as typed, without its newline', () => {
    expect(passwordFromStdin('correct horse battery\n')).toBe('correct horse battery');
    expect(passwordFromStdin('  twelve chars  \r\n')).toBe('  twelve chars  ');
  });

  it('refuses fewer than 12 characters and absurd lengths', () => {
    expect(passwordFromStdin('elevenchars\n')).toEqual({ error: expect.stringMatching(/12/) });
    expect(passwordFromStdin('x'.repeat(300))).toEqual({ error: expect.stringMatching(/at most/) });
  });
});
