import { execFile } from 'node:child_process';
import { e2eDataDir } from '../playwright.config';
import { allNewsroomAccounts, newsroomPassword } from './support/newsroomAccounts';

/** `npm run newsroom -- user add EMAIL --role ROLE --password-stdin`, with the password on its input. */
function addAccount(email: string, role: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['scripts/newsroom.mjs', 'user', 'add', email, '--role', role, '--password-stdin'],
      { encoding: 'utf8', env: { ...process.env, DATA_DIR: e2eDataDir }, timeout: 180_000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`newsroom user add ${email} failed: ${error.message}\n${stderr}`));
        // The command says what it did; silence means the account was not made.
        else if (!/^(Created|Updated) /m.test(stdout)) reject(new Error(`newsroom user add ${email} said nothing: ${stdout}${stderr}`));
        else resolve(stdout);
      },
    );
    child.stdin?.end(`${newsroomPassword}\n`);
  });
}

/**
 * One account per newsroom role (and the specs' own), made with the same command line the README gives
 * operators (it creates the account or resets its password and role, so reruns on one database are
 * fine), in the test server's database: the embedded PostgreSQL of its data folder, already running
 * (Playwright starts the web servers before the global setup). Two commands at a time, one per core:
 * each starts Payload (a few seconds of CPU), and no test runs until they are done.
 */
export default async function globalSetup() {
  const queue = [...allNewsroomAccounts];
  const worker = async () => {
    for (let account = queue.shift(); account; account = queue.shift()) await addAccount(account.email, account.role);
  };
  await Promise.all([worker(), worker()]);
}
