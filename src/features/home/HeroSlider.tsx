'use client';

import Link from 'next/link';
import { useCallback, useEffect, useId, useReducer, useRef, useSyncExternalStore, type FocusEvent, type PointerEvent } from 'react';
import { ArtImage } from '@/components/ui/ArtImage';
import { FirstPaintWaitsForThis } from '@/components/ui/FirstPaintWaitsForThis';
import { usePhotosReleased } from '@/components/ui/photoRelease';
import { PHOTO_SIZES } from '@/components/ui/photoSizes';
import { HERO_HEIGHT_PX, SLIDER_INTERVAL_MS } from '@/config/constants';
import type { HeroSlide } from './heroSlide';
import { initialSliderState, isPlaying, isRotating, sliderReducer, slidesWithPhoto, swipeAction } from './sliderLogic';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The end of the first slide's caption (FirstPaintWaitsForThis). */
const HERO_CAPTION_MARK_ID = 'hero-caption-whole';

/** Follows the reader's reduced-motion preference (absent matchMedia: motion allowed). */
function useReducedMotion(onChange: (reduced: boolean) => void) {
  // `onChange` must be stable (a reducer's dispatch).
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCED_MOTION_QUERY);
    onChange(query.matches);
    const listener = (event: MediaQueryListEvent) => onChange(event.matches);
    query.addEventListener('change', listener);
    return () => query.removeEventListener('change', listener);
  }, [onChange]);
}

const noSubscription = () => () => {};

/** False in the server HTML and during hydration, true once the slider runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

// The controls hold icons, no text: sized in px, not rem, so that a reader's larger default text size
// (150 % or 200 %) does not push the last of them out of a 375 px screen.
const controlClass =
  'inline-flex h-[44px] w-[44px] items-center justify-center rounded-full bg-black/60 text-white ring-1 ring-white/40 transition hover:bg-black/80 focus-visible:outline-white';

/**
 * Home's hero: the featured stories, one at a time, as a WAI-ARIA carousel. It advances every
 * SLIDER_INTERVAL_MS and wraps; it holds still while the pointer is over it or focus is inside it,
 * when the reader pauses it, and when the reader prefers reduced motion. On a touch screen a swipe
 * turns the slides too.
 */
export function HeroSlider({ stories }: { stories: readonly HeroSlide[] }) {
  const [state, dispatch] = useReducer(sliderReducer, stories.length, initialSliderState);
  const rotating = isRotating(state);
  const slidesId = useId();
  const hydrated = useHydrated();

  useReducedMotion(useCallback((on: boolean) => dispatch({ type: 'reducedMotion', on }), []));
  // The neighbours' photos come once the page has loaded, like the page's other photos.
  const withPhoto = slidesWithPhoto(state, usePhotosReleased());

  // One timer per shown slide: a manual change restarts the full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => dispatch({ type: 'tick' }), SLIDER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, state.index]);

  function onPointer(on: boolean) {
    return (event: PointerEvent) => {
      if (event.pointerType === 'mouse') dispatch({ type: 'hover', on });
    };
  }
  // A finger (or pen) swiped across the slides turns them, as the arrows do. Vertical moves stay the
  // browser's (touch-action: pan-y), so the page still scrolls, and pinch zoom stays allowed.
  const swipeStart = useRef<{ id: number; x: number; y: number } | null>(null);
  function onSwipeStart(event: PointerEvent) {
    if (event.pointerType !== 'mouse' && event.isPrimary) swipeStart.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  }
  function onSwipeEnd(event: PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId) return;
    const action = swipeAction(event.clientX - start.x, event.clientY - start.y);
    if (action) dispatch({ type: action });
  }
  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dispatch({ type: 'focus', on: false });
  }

  const playing = isPlaying(state);
  const count = stories.length;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured stories"
      data-rotating={rotating ? 'true' : 'false'}
      data-hydrated={hydrated ? 'true' : undefined}
      className="relative touch-pan-y touch-pinch-zoom overflow-hidden bg-brand-dark text-white"
      // 500 px at the browser's default text size (16 px); with a larger default size (a reader's setting)
      // the box grows with its text, whose caption would otherwise be cut off at the top.
      style={{ height: `max(${HERO_HEIGHT_PX}px, ${HERO_HEIGHT_PX / 16}rem)` }}
      onPointerEnter={onPointer(true)}
      onPointerLeave={onPointer(false)}
      onPointerDown={onSwipeStart}
      onPointerUp={onSwipeEnd}
      onPointerCancel={() => {
        swipeStart.current = null;
      }}
      onFocus={() => dispatch({ type: 'focus', on: true })}
      onBlur={onBlur}
    >
      {/* Controls come first in the tab order (WAI-ARIA carousel), shown at the bottom. Without JavaScript
          they could not turn the slides, so they are not shown (the first slide stays). */}
      <div data-needs-script="" className="absolute inset-x-0 bottom-4 z-10">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
          <div className="flex items-center gap-1">
            {stories.map((story, i) => (
              <button
                key={story.href}
                type="button"
                aria-controls={slidesId}
                aria-current={i === state.index ? 'true' : undefined}
                aria-label={`Show slide ${i + 1} of ${count}: ${story.title}`}
                onClick={() => dispatch({ type: 'jump', index: i })}
                className="group inline-flex h-[44px] w-[32px] items-center justify-center focus-visible:outline-white"
              >
                <span
                  aria-hidden="true"
                  className={`block h-[12px] rounded-full ring-1 ring-white transition-all ${i === state.index ? 'w-[28px] bg-white' : 'w-[12px] bg-black/40 group-hover:bg-white/70'}`}
                />
              </button>
            ))}
          </div>
          <div className="flex items-center gap-2">
            <button
              type="button"
              aria-label={playing ? 'Pause slide rotation' : 'Start slide rotation'}
              onClick={() => dispatch({ type: 'togglePause' })}
              className={controlClass}
            >
              <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
                {playing ? <path d="M7 5h4v14H7zM13 5h4v14h-4z" /> : <path d="M8 5v14l11-7z" />}
              </svg>
            </button>
            <button
              type="button"
              aria-controls={slidesId}
              aria-label="Previous slide"
              onClick={() => dispatch({ type: 'previous' })}
              className={controlClass}
            >
              <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
                <path d="M15 6l-6 6 6 6" />
              </svg>
            </button>
            <button
              type="button"
              aria-controls={slidesId}
              aria-label="Next slide"
              onClick={() => dispatch({ type: 'next' })}
              className={controlClass}
            >
              <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
                <path d="M9 6l6 6-6 6" />
              </svg>
            </button>
          </div>
        </div>
      </div>
      <div id={slidesId} aria-live={rotating ? 'off' : 'polite'} className="h-full">
        {stories.map((story, i) => {
          const active = i === state.index;
          return (
            <div
              key={story.href}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={active ? undefined : true}
              inert={!active}
              data-active={active ? 'true' : 'false'}
              className={`absolute inset-0 transition-[opacity,visibility] duration-700 ${active ? 'visible opacity-100' : 'invisible opacity-0'}`}
            >
              {/* A slide not yet in view shows the slider's dark ground until its photo is added (sliderLogic). */}
              {withPhoto[i] ? (
                <ArtImage
                  src={story.image}
                  alt={story.imageAlt}
                  picture={story.picture}
                  sizes={PHOTO_SIZES.fullWidth}
                  priority={i === 0}
                  className="h-full w-full object-cover"
                  style={{ objectPosition: '50% 40%' }}
                />
              ) : null}
              {/* The outgoing caption vanishes at once and the next fades in once the pictures have crossed:
                  never two legible headlines on top of each other. */}
              <div
                data-slide-caption=""
                className={`absolute inset-x-0 bottom-0 bg-linear-to-t from-black/95 via-black/75 to-transparent pb-20 pt-28 motion-reduce:transition-none ${active ? 'opacity-100 transition-opacity delay-350 duration-350' : 'opacity-0 transition-none'}`}
              >
                <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
                  <p className="mb-2 inline-block rounded-sm bg-accent px-2 py-0.5 text-xs font-bold uppercase tracking-wider text-white">
                    {story.category}
                  </p>
                  <h2 className="max-w-3xl font-serif text-2xl font-bold leading-tight text-white sm:text-4xl lg:text-5xl">
                    {/* Only the shown slide's story is prefetched: the hidden ones' links are in the viewport's box too. */}
                    <Link href={story.href} prefetch={active ? null : false} className="hover:underline focus-visible:outline-white">
                      {story.title}
                    </Link>
                  </h2>
                  <p className="mt-3 line-clamp-3 max-w-2xl text-base leading-relaxed text-white/90 sm:text-lg">{story.summary}</p>
                  {/* The caption is anchored to the bottom and grows upward: the first frame shows the first one whole. */}
                  {i === 0 ? <FirstPaintWaitsForThis id={HERO_CAPTION_MARK_ID} /> : null}
                </div>
              </div>
            </div>
          );
        })}
      </div>

    </section>
  );
}
