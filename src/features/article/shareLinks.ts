/** Where a reader can share a story: social networks (new tab) and email. */
export type ShareTarget = { network: 'X' | 'Facebook' | 'LinkedIn'; href: string };

/** Share links for a story's absolute URL and headline. */
export function socialShareLinks(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  return [
    { network: 'X', href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

/** A `mailto:` link that opens a message with the headline as subject and the link in the body. */
export function emailShareHref(url: string, title: string, summary: string): string {
  const body = `${title}\n\n${summary}\n\n${url}`;
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}

/**
 * The address to share: the page the reader has open (its fragment dropped), so that a link copied
 * or shared is right wherever the site is served, whatever origin the build was told about.
 */
export function sharedAddress(openHref: string): string {
  const url = new URL(openHref);
  url.hash = '';
  return url.toString();
}
