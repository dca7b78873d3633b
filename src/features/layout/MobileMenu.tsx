'use client';

import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { mainNav, secondaryNav } from '@/config/site';
import { NavLinks } from './NavLinks';
import { SearchBox } from './SearchBox';
import { overlayStore } from './overlayStore';

const OVERLAY_NAME = 'mobile-menu';

/**
 * Below 768 px: a menu button that opens a panel with the search box, every link and the social
 * icons. A native disclosure (<details>), so that it opens before the page's scripts have arrived, or
 * without them: on a slow network a reader's first tap is not lost. With scripts, choosing a link or
 * searching closes it, so does any navigation, and Escape closes it and returns focus to the button.
 * Focus that moves on past its last link (or back before the button) closes it too: it would otherwise
 * land on the page hidden under the open panel (WCAG 2.4.11).
 * While it is open, a backdrop covers the page below the header: a tap outside the panel only closes the
 * menu instead of opening the link under it. The backdrop is the <summary>'s ::after, so that the tap
 * toggles the disclosure natively, scripts or not; and globals.css keeps the page behind from scrolling
 * (`html:has([data-mobile-menu][open])`), CSS only for the same reason.
 * The element itself holds whether it is open; the overlay store hears of it (the donation popup waits).
 */
export function MobileMenu({ social }: { social: ReactNode }) {
  const pathname = usePathname();
  const menu = useRef<HTMLDetailsElement>(null);
  const toggle = useRef<HTMLElement>(null);
  const close = useCallback(() => {
    if (menu.current) menu.current.open = false;
  }, []);
  const report = useCallback(() => {
    if (menu.current?.open) overlayStore.open(OVERLAY_NAME);
    else overlayStore.close(OVERLAY_NAME);
  }, []);

  // A menu opened before the scripts arrived is reported once they have; and closed on leaving.
  useEffect(() => {
    report();
    return () => overlayStore.close(OVERLAY_NAME);
  }, [report]);

  // The panel is open for the page it was opened on: any navigation (a link, back/forward) closes it.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    close();
  }, [pathname, close]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape' && menu.current?.open) {
        close();
        toggle.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [close]);

  return (
    <details
      ref={menu}
      onToggle={report}
      onBlur={(event) => {
        // Only when focus goes to something else on the page: not when the window loses focus, nor on a
        // tap on the panel's background (no element receives focus then).
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) close();
      }}
      data-mobile-menu=""
      className="group md:hidden"
    >
      <summary
        ref={toggle}
        className="inline-flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-md border border-white/30 text-white hover:bg-white/10 [&::-webkit-details-marker]:hidden group-open:after:absolute group-open:after:inset-x-0 group-open:after:top-full group-open:after:h-dvh group-open:after:bg-black/40 group-open:after:content-['']"
      >
        <span className="sr-only">Menu</span>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" />
          <path className="hidden group-open:inline" d="M6 6l12 12M18 6L6 18" />
        </svg>
      </summary>
      <div
        data-mobile-menu-panel=""
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-white/20 bg-brand-dark px-4 pb-6 pt-4 shadow-lg"
      >
        <SearchBox className="mb-4" onSearch={close} />
        <nav aria-label="Mobile">
          <NavLinks
            links={[...mainNav, ...secondaryNav]}
            onNavigate={close}
            className="flex flex-col divide-y divide-white/10"
            linkClassName="block py-3 text-base font-semibold text-white hover:text-white/80 aria-[current=page]:text-[#ffb4a9]"
          />
        </nav>
        <div className="mt-4 text-white">{social}</div>
      </div>
    </details>
  );
}
