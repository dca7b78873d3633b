import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has been in the viewport while `watching` (once seen, it stays true). Without
 * IntersectionObserver (an old browser, a test's DOM) it stays false.
 */
export function useSeenInViewport(ref: RefObject<Element | null>, watching: boolean): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!watching || seen || !element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watching, seen]);
  return seen;
}
