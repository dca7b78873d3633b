import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { e2eDataDir } from '../playwright.config';

export type StoredSubscriber = { email: string; source: string };
export type StoredMessage = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  /** The story tip a story-idea message became (`npm run inbox`), or null. */
  tip: { status: string; assignee: string | null; note: string | null } | null;
};

/**
 * Runs a newsroom script against the test server's data folder and parses its JSON output: the script
 * queries the PostgreSQL server that the test server uses (found through the folder's postmaster.pid).
 */
export function newsroom<T>(script: 'inbox' | 'subscribers', args: string[] = [], dataDir = e2eDataDir): T {
  const out = execFileSync(process.execPath, [`scripts/${script}.mjs`, '--json', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  return JSON.parse(out) as T;
}

export const subscribers = () => newsroom<StoredSubscriber[]>('subscribers');
export const latestMessages = () => newsroom<StoredMessage[]>('inbox', ['--limit', '200']);

/** A unique client address per test, so that the per-address rate limit of one test touches no other. */
export function uniqueClient(): string {
  return `198.${randomInt(18, 20)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export async function asClient(page: Page, address = uniqueClient()) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

export const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${randomInt(1e9)}@example.com`;

/** The form posts a page sends from now on (their addresses), to check that Back and reload send none. */
export function formPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  return posts;
}

/**
 * Back to the form's page, forward to the confirmation page, and a reload of it: a page sent without
 * JavaScript that answered its post in place would be posted again (or ask to be) on the way forward.
 */
export async function backForwardReload(page: Page, formPath: string, sentPath: string) {
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${formPath.replace(/\//g, '\\/')}(#.*)?$`));
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`${sentPath.replace(/\//g, '\\/')}#sent$`));
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`${sentPath.replace(/\//g, '\\/')}#sent$`));
}
