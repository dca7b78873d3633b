'use client';

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { mainNav, secondaryNav } from '@/config/site';
import { NavLinks } from './NavLinks';
import { SearchBox } from './SearchBox';
import { overlayStore } from './overlayStore';

const OVERLAY_NAME = 'mobile-menu';

/**
 * Below 768 px: a menu button that opens a panel with the search box, every link and the social
 * icons. Choosing a link closes it; Escape closes it and returns focus to the button.
 */
export function MobileMenu({ social }: { social: ReactNode }) {
  const pathname = usePathname();
  // The panel is open for the page it was opened on: any navigation (a link, back/forward) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn !== null && openOn === pathname;
  const setOpen = useCallback((next: boolean) => setOpenOn(next ? pathname : null), [pathname]);
  const close = useCallback(() => setOpenOn(null), []);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) overlayStore.open(OVERLAY_NAME);
    else overlayStore.close(OVERLAY_NAME);
    return () => overlayStore.close(OVERLAY_NAME);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        close();
        toggleRef.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  return (
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="inline-flex h-11 w-11 items-center justify-center rounded-md border border-white/30 text-white hover:bg-white/10"
      >
        <span className="sr-only">Menu</span>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/20 bg-brand-dark px-4 pb-6 pt-4 shadow-lg"
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
    </div>
  );
}
