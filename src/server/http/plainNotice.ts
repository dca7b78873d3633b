import { brandColors, site } from '@/config/site';
import { escapeXml } from '@/features/seo/rss';

/**
 * A notice drawn without the site's stylesheet or scripts, for answers that are not pages of the app: the
 * words of the error page in Next.js's empty error document (./errorDocument.ts), a calendar file that is
 * not there. Inline styles in the site's colours and fonts; the masthead's name links home.
 */
export type PlainNotice = {
  heading: string;
  text: string;
  /** The ways on, the first drawn as the main one. Addresses on this site. */
  links: readonly { href: string; label: string }[];
};

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";
const SERIF = 'Georgia,Cambria,serif';
const BUTTON = 'display:inline-block;margin:0.5rem;padding:0.75rem 1.5rem;border-radius:0.375rem;font-weight:600;text-decoration:none';
const BRAND = brandColors.brand;
const MAIN_BUTTON = `${BUTTON};background:${BRAND};color:#fff`;
const OTHER_BUTTON = `${BUTTON};border:1px solid ${BRAND};background:#fff;color:${BRAND}`;

/** The notice's markup: one element, to go first in a `<body>` (whose margin is the caller's). */
export function plainNotice({ heading, text, links }: PlainNotice): string {
  const buttons = links.map(({ href, label }, i) => `<a href="${escapeXml(href)}" style="${i === 0 ? MAIN_BUTTON : OTHER_BUTTON}">${escapeXml(label)}</a>`);
  return (
    `<div data-plain-notice="" style="margin:0;min-height:100vh;background:#fbfaf7;color:#161a1f;font-family:${FONT}">` +
    `<header style="background:${BRAND};padding:1rem"><a href="/" style="color:#fff;font-family:${SERIF};font-size:1.5rem;font-weight:700;text-decoration:none">${escapeXml(site.name)}</a></header>` +
    '<main style="max-width:42rem;margin:0 auto;padding:4rem 1.5rem;text-align:center">' +
    `<h1 style="margin:0;font-family:${SERIF};font-size:2rem">${escapeXml(heading)}</h1>` +
    `<p style="margin:1rem 0 1.5rem;color:#5b6470;font-size:1.125rem;line-height:1.6">${escapeXml(text)}</p>` +
    `<p style="margin:0">${buttons.join('')}</p>` +
    '</main></div>'
  );
}

/** A whole document around plainNotice, titled `title - Dallas Local`, kept out of search engines. */
export function plainNoticeDocument(title: string, notice: PlainNotice): string {
  return (
    '<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escapeXml(`${title} - ${site.name}`)}</title></head>` +
    `<body style="margin:0">${plainNotice(notice)}</body></html>`
  );
}
