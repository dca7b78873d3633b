/**
 * The not-found boundary above both root layouts (the site's and the admin's). Next.js puts the one at
 * this level into the React payload of every page, and without this file that is its own default, with
 * its inline styles: about 0.5 kB gzip on each page. Nothing reaches it: addresses that match no route
 * get global-not-found.tsx, and `notFound()` in the site's pages or the admin's is caught by their own
 * not-found files, which sit below it. So it stays minimal.
 */
export default function RootNotFound() {
  return (
    <p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- above both root layouts: a full page load, which <Link> would do too */}
      Page not found. <a href="/">Return to Home</a>
    </p>
  );
}
