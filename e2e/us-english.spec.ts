import { britishSpellings } from '../src/features/seo/usEnglish';
import { expect, test } from './fixtures';

/**
 * US English in AP style on every page of the sitemap: the rendered text, the title, and the alt,
 * title, aria-label, placeholder and meta texts a reader or a search engine sees. Addresses (href,
 * src, URL-valued meta) are not prose and are left out.
 */
test.skip(({ isMobile }) => isMobile, 'the words are the same at both widths');
// The words a page loads with are in its server-rendered HTML (client components render there first):
// without scripts, each page is read as rendered, with no hydration or prefetching to pay for on each
// of the sitemap's pages (it took a minute and a half with them).
test.use({ javaScriptEnabled: false });

test('every page of the sitemap reads in US English', async ({ page, request }) => {
  test.setTimeout(240_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
  expect(paths.length).toBeGreaterThan(20);

  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    const texts = await page.evaluate(() => {
      const out: string[] = [document.title, document.body.innerText];
      // Text a sighted reader may not see but a screen reader or a search engine does.
      for (const el of document.querySelectorAll('[alt], [title], [aria-label], [placeholder], svg title, svg desc')) {
        for (const name of ['alt', 'title', 'aria-label', 'placeholder']) {
          const v = el.getAttribute(name);
          if (v) out.push(v);
        }
        if (el.tagName.toLowerCase() === 'title' || el.tagName.toLowerCase() === 'desc') out.push(el.textContent ?? '');
      }
      for (const meta of document.querySelectorAll('meta[content]')) {
        const v = meta.getAttribute('content') ?? '';
        if (!/^(https?:|\/)/.test(v)) out.push(v);
      }
      return out;
    });
    const words = texts.flatMap((t) => britishSpellings(t));
    if (words.length > 0) problems.push(`${path}: ${[...new Set(words)].join(', ')}`);
  }
  expect(problems).toEqual([]);
});
