// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emailShareHref, sharedAddress, socialShareLinks } from './shareLinks';

const url = 'https://dallaslocal.news/news/1';
const title = 'Council Backs $48 Million Plan & More';

describe('socialShareLinks', () => {
  it('builds X, Facebook and LinkedIn links carrying the encoded URL', () => {
    const links = socialShareLinks(url, title);
    expect(links.map((l) => l.network)).toEqual(['X', 'Facebook', 'LinkedIn']);
    for (const link of links) {
      const parsed = new URL(link.href);
      expect(parsed.protocol).toBe('https:');
      expect([...parsed.searchParams.values()]).toContain(url);
    }
    expect(new URL(links[0]!.href).searchParams.get('text')).toBe(title);
  });
});

describe('emailShareHref', () => {
  it('opens a message with the headline as subject and the link in the body', () => {
    const href = emailShareHref(url, title, 'A summary.');
    expect(href.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('subject')).toBe(title);
    expect(params.get('body')).toContain(url);
    expect(params.get('body')).toContain('A summary.');
    expect(href).not.toContain(' ');
  });
});

describe('sharedAddress', () => {
  it('keeps the open origin, path and query and drops the fragment', () => {
    expect(sharedAddress('http://127.0.0.1:3140/news/2?tab=sports#share-heading')).toBe('http://127.0.0.1:3140/news/2?tab=sports');
    expect(sharedAddress('https://dallaslocal.news/news/2')).toBe('https://dallaslocal.news/news/2');
  });
});
