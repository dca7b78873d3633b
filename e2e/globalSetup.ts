import { execFile } from 'node:child_process';
import { request, type APIRequestContext } from '@playwright/test';
import { baseURL, e2eDataDir } from '../playwright.config';
import { allNewsroomAccounts, newsroomAccounts, newsroomPassword } from './support/newsroomAccounts';

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

/** Creates an account through the REST API as the admin, or resets its password and role and unlocks it. */
async function upsertAccount(api: APIRequestContext, auth: Record<string, string>, email: string, role: string): Promise<void> {
  const found = await api.get('/api/users', { headers: auth, params: { 'where[email][equals]': email, limit: '1', depth: '0' } });
  if (found.status() !== 200) throw new Error(`looking up ${email}: ${found.status()} ${await found.text()}`);
  const existing = ((await found.json()) as { docs: { id: number }[] }).docs[0];
  const answer = existing
    ? await api.patch(`/api/users/${existing.id}`, { headers: auth, data: { role, password: newsroomPassword } })
    : await api.post('/api/users', { headers: auth, data: { email, role, password: newsroomPassword } });
  if (!answer.ok()) throw new Error(`${existing ? 'updating' : 'creating'} ${email}: ${answer.status()} ${await answer.text()}`);
  if (existing) {
    const unlocked = await api.post('/api/users/unlock', { headers: auth, data: { email } });
    if (!unlocked.ok()) throw new Error(`unlocking ${email}: ${unlocked.status()} ${await unlocked.text()}`);
  }
}

/**
 * One account per newsroom role (and the specs' own), in the test server's database (the embedded
 * PostgreSQL of its data folder, already running: Playwright starts the web servers before the global
 * setup). The admin is made with the command line the README gives operators (it creates the account
 * or resets its password and role, so reruns on one database are fine); that admin then makes the
 * others through the REST API, the same way. Each command line starts Payload (seconds of CPU), and
 * no test runs until the accounts are there.
 */
export default async function globalSetup() {
  await addAccount(newsroomAccounts.admin, 'admin');
  const api = await request.newContext({ baseURL });
  try {
    const login = await api.post('/api/users/login', { data: { email: newsroomAccounts.admin, password: newsroomPassword } });
    if (login.status() !== 200) throw new Error(`the admin's login: ${login.status()} ${await login.text()}`);
    const auth = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` };
    for (const account of allNewsroomAccounts) {
      if (account.email !== newsroomAccounts.admin) await upsertAccount(api, auth, account.email, account.role);
    }
  } finally {
    await api.dispose();
  }
}
