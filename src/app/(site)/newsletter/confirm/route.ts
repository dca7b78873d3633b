import { otherMethods } from '@/server/http/methods';
import { newsletterContext } from '@/server/newsletter/context';
import { htmlPage, html } from '@/server/newsletter/html';
import { confirmPage } from '@/server/newsletter/pages';

export const dynamic = 'force-dynamic';

/** The newsletter's signed confirm link: GET shows a button, POST confirms (see src/server/newsletter/pages.ts). */
export async function GET(request: Request): Promise<Response> {
  try {
    return await confirmPage(await newsletterContext(), request);
  } catch (error) {
    console.error('newsletter confirm failed:', error instanceof Error ? error.message : error);
    return htmlPage('Try again later', html`<h1>Sorry, this did not work just now</h1><p>Please try the link again in a few minutes.</p>`, 503);
  }
}

export const POST = GET;
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);
