import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { newsroomAccounts, newsroomPassword } from './newsroomAccounts';

/** Logs in through the REST API; the token, or null when the login was refused. */
export async function loginToken(request: APIRequestContext, email: string, password = newsroomPassword): Promise<string | null> {
  const response = await request.post('/api/users/login', { data: { email, password } });
  return response.status() === 200 ? ((await response.json()) as { token: string }).token : null;
}

/**
 * A new editor (or contributor) account for one spec, made by the e2e admin through the REST API; its email. Payload saves
 * an account's session list whole at each login, so logins of one account from two specs at the same
 * moment can lose a session: a spec that logs in repeatedly uses an account of its own. The admin's own
 * login may lose that race too, hence the attempts.
 */
export async function createEditor(request: APIRequestContext, tag: string, role: 'editor' | 'contributor' = 'editor'): Promise<string> {
  const email = `${tag}-${randomUUID().slice(0, 8)}@e2e.dallaslocal.test`;
  let status = 0;
  for (let attempt = 0; attempt < 3 && status !== 201; attempt++) {
    const admin = await loginToken(request, newsroomAccounts.admin);
    if (!admin) continue;
    const response = await request.post('/api/users', {
      headers: { Authorization: `JWT ${admin}` },
      data: { email, password: newsroomPassword, role },
    });
    status = response.status();
  }
  if (status !== 201) throw new Error(`could not create the editor ${email} (last answer ${status})`);
  return email;
}
