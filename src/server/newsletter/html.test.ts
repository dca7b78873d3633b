import { describe, expect, it } from 'vitest';
import { html, htmlPage, raw } from './html';

describe('link page HTML', () => {
  it('escapes every interpolated value unless it is marked as HTML', () => {
    const email = '"><script>alert(1)</script>@example.com';
    expect(html`<p title="${email}">${email}</p>`.html).toBe(
      '<p title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@example.com">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@example.com</p>',
    );
    expect(html`<div>${raw('<b>ok</b>')}${[html`<i>${'a&b'}</i>`, html`<i>2</i>`]}</div>`.html).toBe('<div><b>ok</b><i>a&amp;b</i><i>2</i></div>');
  });

  it('answers a full document with the status asked for, never cached', async () => {
    const response = htmlPage('Link not valid', html`<h1>Bad</h1>`, 400);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.text();
    expect(body).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(body).toContain('<title>Link not valid - Dallas Local</title>');
    // The site's focus ring, visible on the navy header and in the dark scheme; long addresses wrap on a phone.
    expect(body).toContain('outline:3px solid #2a7ae2');
    expect(body).toContain('overflow-wrap:anywhere');
    expect(body).toContain('<main id="main"><h1>Bad</h1></main>');
  });
});
