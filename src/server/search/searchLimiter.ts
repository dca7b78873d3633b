/**
 * The search page's rate limit, applied by the proxy (src/proxy.ts) before the page renders, since a
 * page cannot answer 429 itself. A client past the limit gets a small page saying how long to wait,
 * with `Retry-After`. When the counter cannot be reached, searches go through: the page then says
 * itself whether search works.
 */
import { securityHeaders, securityOptionsFromEnv } from '@/config/securityHeaders';
import { getStore } from '@/server/db/client';
import { readStampedAddress } from '@/server/http/clientAddress';
import { admitSearch, searchRateLimit, searchRateLimitedMessage } from './rateLimit';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function tooManySearches(retryAfterSeconds: number): Response {
  const message = searchRateLimitedMessage(retryAfterSeconds);
  const body = `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Too many searches - Dallas Local</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><main><h1>Too many searches</h1><p>${escapeHtml(message)}</p><p><a href="/">Go to the home page</a></p></main></body></html>`;
  const headers = new Headers(securityHeaders(securityOptionsFromEnv()).map((h) => [h.key, h.value] as [string, string]));
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Cache-Control', 'no-store');
  headers.set('Retry-After', String(retryAfterSeconds));
  return new Response(body, { status: 429, headers });
}

/** A 429 answer when this request is one search too many, else null. Prefetches are not counted. */
export async function limitSearch(request: Request): Promise<Response | null> {
  if (request.headers.has('next-router-prefetch')) return null;
  const limit = searchRateLimit();
  if (limit === 0) return null;
  let verdict;
  try {
    verdict = await admitSearch(await getStore(), readStampedAddress(request.headers), limit);
  } catch (error) {
    console.error('Search rate limit unavailable:', error instanceof Error ? error.message : error);
    return null;
  }
  return verdict.allowed ? null : tooManySearches(verdict.retryAfterSeconds);
}
