import { describe, expect, it } from 'vitest';
import { plainNotice, plainNoticeDocument } from './plainNotice';

const notice = {
  heading: 'This event is no longer listed',
  text: 'It may have been cancelled <or> moved.',
  links: [
    { href: '/events?x="1"&y=2', label: 'See all events' },
    { href: '/', label: 'Return to Home' },
  ],
};

describe('plainNotice', () => {
  it('draws the masthead, the heading, the text and the links, the first as the main one', () => {
    const html = plainNotice(notice);
    expect(html).toMatch(/<header[^>]*><a href="\/"[^>]*>Dallas Local<\/a><\/header>/);
    expect(html).toMatch(/<main[^>]*><h1[^>]*>This event is no longer listed<\/h1>/);
    expect(html).toContain('>It may have been cancelled &lt;or&gt; moved.</p>');
    const links = [...html.matchAll(/<a href="([^"]*)" style="([^"]*)">([^<]*)<\/a>/g)].slice(1);
    expect(links.map((l) => [l[1], l[3]])).toEqual([
      ['/events?x=&quot;1&quot;&amp;y=2', 'See all events'],
      ['/', 'Return to Home'],
    ]);
    expect(links[0]![2]).toContain('background:#0b2d4f;color:#fff');
    expect(links[1]![2]).toContain('background:#fff;color:#0b2d4f');
  });

  it('makes a whole document in the site language, titled, kept out of search engines', () => {
    const html = plainNoticeDocument('Event not found', notice);
    expect(html.startsWith('<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8">')).toBe(true);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<meta name="robots" content="noindex"><title>Event not found - Dallas Local</title>');
    expect(html).toContain(`<body style="margin:0">${plainNotice(notice)}</body></html>`);
  });
});
