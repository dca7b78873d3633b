'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isOn, statusText } from './playerReducer';
import { RADIO_FALLBACK_TITLE } from './radioConfig';
import { useRadio } from './RadioProvider';

/** The compact player bar on every other page while the radio plays, with a stop button. */
export function MiniPlayer() {
  const { state, nowPlaying, pause } = useRadio();
  const pathname = usePathname();
  if (!isOn(state) || pathname === '/radio') return null;
  return (
    <>
      {/* keeps the footer's end clear of the fixed bar */}
      <div aria-hidden="true" className="h-16 print:hidden" />
      <aside
        aria-label="Radio player"
        data-mini-player=""
        className="fixed inset-x-0 bottom-0 z-40 print:hidden border-t border-white/15 bg-brand-dark text-white shadow-[0_-4px_12px_rgba(0,0,0,0.25)]"
      >
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
          <span aria-hidden="true" className="h-2.5 w-2.5 shrink-0 animate-pulse rounded-full bg-red-500" />
          <div className="min-w-0 flex-1">
            <Link href="/radio" className="block truncate font-semibold text-white underline-offset-2 hover:underline">
              Live Radio: {nowPlaying.title ?? RADIO_FALLBACK_TITLE}
            </Link>
            <p className="truncate text-xs text-white/80">{statusText(state)}</p>
          </div>
          <button
            type="button"
            onClick={() => {
              pause();
              // The bar goes away with its button: the reader's place is the page's content, not its top.
              document.getElementById('main')?.focus({ preventScroll: true });
            }}
            className="shrink-0 rounded-md bg-white px-4 py-2 text-sm font-bold text-brand hover:bg-white/90 focus-visible:outline-white"
          >
            Stop radio
          </button>
        </div>
      </aside>
    </>
  );
}
