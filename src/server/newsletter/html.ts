/**
 * The newsletter's link pages (confirm, unsubscribe, preferences) are route handlers, not React
 * pages: they must answer 400 to a bad link, which a page cannot, and they work without JavaScript
 * (plain forms posting back to the same signed address). One small accessible document each.
 */
import { brandColors, formatAddress, site } from '@/config/site';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Marks a fragment as already-safe HTML. */
export type Html = { readonly html: string };
export const raw = (html: string): Html => ({ html });

/** A tagged template that escapes every interpolated value unless it is `Html`. */
export function html(strings: TemplateStringsArray, ...values: Array<string | number | Html | Html[]>): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    const part = Array.isArray(value) ? value.map((v) => v.html).join('') : typeof value === 'object' ? value.html : escapeHtml(String(value));
    out += part + (strings[i + 1] ?? '');
  });
  return raw(out);
}

/**
 * The site's focus ring (globals.css, --color-focus): at least 3:1 on the navy header, the white page and
 * the dark scheme's panels, where the navy ring these pages had could not be seen.
 */
const FOCUS_RING = '#2a7ae2';

const styles = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f2933;background:#f6f7f9;line-height:1.5}
header{background:${brandColors.brand};color:#fff;padding:1rem 1.25rem}
header a{color:#fff;font-weight:700;font-size:1.4rem;text-decoration:none}
table{border-collapse:collapse}.scroll{overflow-x:auto;margin:0 0 1rem;max-width:100%}th,td{border:1px solid #c9ced6;padding:.3rem .6rem;text-align:left}
main{max-width:48rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:6px}
h1{font-size:1.6rem;margin:0 0 1rem;color:${brandColors.brandDark}}
a{color:${brandColors.brand}}
button{font:inherit;font-weight:700;background:${brandColors.accent};color:#fff;border:0;border-radius:4px;padding:.7rem 1.2rem;cursor:pointer;min-height:44px}
button:focus-visible,a:focus-visible,input:focus-visible,.scroll:focus-visible{outline:3px solid ${FOCUS_RING};outline-offset:2px}
main{overflow-wrap:anywhere}
fieldset{border:1px solid #c9ced6;border-radius:4px;margin:0 0 1rem;padding:.75rem 1rem}
legend{font-weight:700;padding:0 .25rem}
label{display:flex;gap:.5rem;align-items:center;min-height:32px}
input{width:1.1rem;height:1.1rem}
.topics{display:grid;grid-template-columns:repeat(auto-fill,minmax(11rem,1fr))}
footer{text-align:center;color:#52606d;font-size:.9rem;padding:0 1rem 2rem}
@media (prefers-color-scheme: dark){body{background:#111418;color:#e5e7eb}main{background:#1b2027}h1{color:#fff}a{color:#9cc4f0}footer{color:#b8c0cc}fieldset{border-color:#4b5563}}`;

export function htmlPage(title: string, content: Html, status = 200): Response {
  const body = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} - ${site.name}</title><style>${raw(styles)}</style></head>
<body><header><a href="/">${site.name}</a></header>
<main id="main">${content}</main>
<footer><p>${site.name} · ${formatAddress()}</p></footer></body></html>`;
  // The site's Referrer-Policy (strict-origin-when-cross-origin, next.config.ts) already keeps these
  // pages' tokens from other sites. `no-referrer` here would be replaced by it anyway, and would make
  // browsers send `Origin: null` with the pages' own forms, which the request guard refuses.
  return new Response(body.html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
