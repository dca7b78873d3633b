import { execFileSync } from 'node:child_process';
import { e2eDataDir } from '../playwright.config';
import { allNewsroomAccounts, newsroomPassword } from './support/newsroomAccounts';

/**
 * One account per newsroom role (and e2e/workflow.spec.ts's own), made with the same command line the README gives operators (it
 * creates the account or resets its password and role, so reruns on one database are fine), in the
 * test server's database: the embedded PostgreSQL of its data folder, already running (Playwright starts
 * the web servers before the global setup).
 */
export default function globalSetup() {
  for (const { email, role } of allNewsroomAccounts) {
    const output = execFileSync(process.execPath, ['scripts/newsroom.mjs', 'user', 'add', email, '--role', role, '--password-stdin'], {
      input: `${newsroomPassword}\n`,
      stdio: ['pipe', 'pipe', 'inherit'],
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: e2eDataDir },
      timeout: 180_000,
    });
    // The command says what it did; silence means the account was not made.
    if (!/^(Created|Updated) /m.test(output)) throw new Error(`newsroom user add ${email} said nothing: ${output}`);
  }
}
