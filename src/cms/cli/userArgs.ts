/**
 * `newsroom user add EMAIL --role admin|editor|contributor --password-stdin`: the arguments and the
 * password, checked before anything touches the database.
 */
import { parseArgs } from 'node:util';
import { isRole, type Role } from '../roles';

export const MIN_PASSWORD_LENGTH = 12;
/** Longer passwords are refused rather than silently cut (bcrypt-like limits, pasted garbage). */
export const MAX_PASSWORD_LENGTH = 256;

export const USAGE = 'Usage: npm run newsroom -- user add EMAIL --role admin|editor|contributor --password-stdin';

export type UserAdd = { email: string; role: Role };

/** The command, or the reason it is refused. */
export function parseUserAdd(argv: readonly string[]): UserAdd | { error: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { role: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
    });
  } catch (error) {
    return { error: `${(error as Error).message}\n${USAGE}` };
  }
  const [action, email, ...rest] = parsed.positionals;
  if (action !== 'add' || !email || rest.length > 0) return { error: USAGE };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) return { error: `Not an email address: ${email}` };
  if (!isRole(parsed.values.role)) return { error: `--role must be admin, editor or contributor.\n${USAGE}` };
  if (!parsed.values['password-stdin']) return { error: `The password is read from standard input: add --password-stdin.\n${USAGE}` };
  return { email: email.toLowerCase(), role: parsed.values.role };
}

/** The password from standard input (one trailing newline removed), or the reason it is refused. */
export function passwordFromStdin(input: string): string | { error: string } {
  const password = input.replace(/\r?\n$/, '');
  if (password.length < MIN_PASSWORD_LENGTH) return { error: `The password needs at least ${MIN_PASSWORD_LENGTH} characters.` };
  if (password.length > MAX_PASSWORD_LENGTH) return { error: `The password has at most ${MAX_PASSWORD_LENGTH} characters.` };
  return password;
}
