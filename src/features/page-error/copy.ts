/**
 * What a reader reads when a page could not be rendered: src/app/(site)/error.tsx, and the same words
 * in the document the server sends, for a reader whose scripts do not run (src/server/http/errorDocument.ts).
 */
export const PAGE_ERROR = {
  title: 'Page could not be loaded',
  heading: 'This page could not be loaded',
  text: 'Something went wrong on our side. It is usually over in a moment: try again, or go to the home page.',
  retry: 'Try again',
  home: 'Return to Home',
} as const;
