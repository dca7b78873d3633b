import { execFileSync } from 'node:child_process';
import { newsroomAccounts, newsroomPassword } from './support/newsroomAccounts';

/**
 * One account per newsroom role, made with the same command line the README gives operators (it
 * creates the account or resets its password and role, so reruns on one database are fine).
 */
export default function globalSetup() {
  if (!process.env.DATABASE_URL) return;
  for (const [role, email] of Object.entries(newsroomAccounts)) {
    const output = execFileSync(process.execPath, ['scripts/newsroom.mjs', 'user', 'add', email, '--role', role, '--password-stdin'], {
      input: `${newsroomPassword}\n`,
      stdio: ['pipe', 'pipe', 'inherit'],
      encoding: 'utf8',
      timeout: 180_000,
    });
    // The command says what it did; silence means the account was not made.
    if (!/^(Created|Updated) /m.test(output)) throw new Error(`newsroom user add ${email} said nothing: ${output}`);
  }
}
