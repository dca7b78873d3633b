/** The custom property on the document's root element that holds the sticky header's height. */
export const HEADER_HEIGHT_PROPERTY = '--header-height';

/**
 * Keeps HEADER_HEIGHT_PROPERTY equal to the sticky header's height, so that what a link or the keyboard
 * scrolls to stops below the header (globals.css: `scroll-padding-top`), however tall the header grows: a
 * reader's large default text size wraps its navigation onto more rows. Returns the cleanup; without
 * ResizeObserver the stylesheet's fallback stands.
 */
export function observeHeaderHeight(header: HTMLElement | null, root: HTMLElement): () => void {
  if (!header || typeof ResizeObserver !== 'function') return () => {};
  const write = () => root.style.setProperty(HEADER_HEIGHT_PROPERTY, `${header.offsetHeight}px`);
  const observer = new ResizeObserver(write);
  observer.observe(header);
  write();
  return () => {
    observer.disconnect();
    root.style.removeProperty(HEADER_HEIGHT_PROPERTY);
  };
}
