/**
 * The hero slider's pure state: which slide shows, and whether it rotates by itself.
 * Rotation stops when the reader pauses it (the pause/play button), and is held while the pointer
 * is over the slider or focus is inside it, or when the reader prefers reduced motion.
 * It also says which slides have their photo in the page: every slide once shown, and the shown
 * one's neighbours once the page's photos are released (photoRelease.ts), so the photos the reader
 * cannot see yet do not share the network with the first one and the page's scripts.
 */

/** The slide after `index`, wrapping from the last to the first. */
export function nextIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index + 1) % count;
}

/** The slide before `index`, wrapping from the first to the last. */
export function previousIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index - 1 + count) % count;
}

/** A requested slide, kept inside 0..count-1 (wrapping like the buttons do). */
export function jumpIndex(target: number, count: number): number {
  if (count <= 0 || !Number.isFinite(target)) return 0;
  const whole = Math.trunc(target);
  return ((whole % count) + count) % count;
}

/** The shortest sideways travel of a finger that turns the slides, in CSS pixels. */
export const SWIPE_MIN_PX = 40;

/**
 * What a finger's travel across the slider asks for (`dx`, `dy`: from where it touched to where it
 * lifted): to the left, the next slide; to the right, the previous one. A short move (a tap) or a
 * mostly vertical one (scrolling the page) turns nothing.
 */
export function swipeAction(dx: number, dy: number): 'next' | 'previous' | null {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return null;
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 2 * Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

export type SliderState = {
  index: number;
  count: number;
  /** The reader pressed pause. */
  paused: boolean;
  /** Pointer over the slider. */
  hovered: boolean;
  /** Keyboard focus inside the slider. */
  focused: boolean;
  /** `prefers-reduced-motion: reduce`. */
  reducedMotion: boolean;
  /** Per slide: it has been shown (its photo stays in the page, so a slide fading out keeps it). */
  seen: readonly boolean[];
};

export type SliderAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'tick' }
  | { type: 'jump'; index: number }
  | { type: 'togglePause' }
  | { type: 'hover'; on: boolean }
  | { type: 'focus'; on: boolean }
  | { type: 'reducedMotion'; on: boolean };

export function initialSliderState(count: number): SliderState {
  const state = { index: 0, count, paused: false, hovered: false, focused: false, reducedMotion: false };
  return { ...state, seen: withSeen([], state) };
}

/** `seen` with the shown slide added; the same array when it is already there. */
function withSeen(seen: readonly boolean[], { index, count }: Pick<SliderState, 'index' | 'count'>): readonly boolean[] {
  if (count <= 0 || seen[index]) return seen;
  const next = Array.from({ length: count }, (_, i) => seen[i] === true);
  next[index] = true;
  return next;
}

/**
 * Per slide, whether its photo is in the page: every slide shown so far, and, once the page's photos
 * are released, the slides either side of the shown one (the next one is ready before the timer
 * shows it).
 */
export function slidesWithPhoto({ index, count, seen }: SliderState, photosReleased: boolean): boolean[] {
  const near = (i: number) => photosReleased && (i === nextIndex(index, count) || i === previousIndex(index, count));
  return Array.from({ length: count }, (_, i) => seen[i] === true || near(i));
}

/** Whether the slider advances by itself right now. */
export function isRotating(state: SliderState): boolean {
  return state.count > 1 && !state.paused && !state.hovered && !state.focused && !state.reducedMotion;
}

/** Whether the pause/play control shows 'rotation on' (the reader has not stopped it, motion allowed). */
export function isPlaying(state: SliderState): boolean {
  return !state.paused && !state.reducedMotion;
}

export function sliderReducer(state: SliderState, action: SliderAction): SliderState {
  const next = moveSlider(state, action);
  if (next === state) return state;
  const seen = withSeen(next.seen, next);
  return seen === next.seen ? next : { ...next, seen };
}

function moveSlider(state: SliderState, action: SliderAction): SliderState {
  switch (action.type) {
    case 'next':
      return { ...state, index: nextIndex(state.index, state.count) };
    case 'previous':
      return { ...state, index: previousIndex(state.index, state.count) };
    case 'tick':
      // A timer that fires after rotation stopped must not move the slide.
      return isRotating(state) ? { ...state, index: nextIndex(state.index, state.count) } : state;
    case 'jump':
      return { ...state, index: jumpIndex(action.index, state.count) };
    case 'togglePause':
      // With reduced motion the button starts rotation on request; otherwise it flips pause.
      if (state.reducedMotion) return { ...state, reducedMotion: false, paused: false };
      return { ...state, paused: !state.paused };
    case 'hover':
      return { ...state, hovered: action.on };
    case 'focus':
      return { ...state, focused: action.on };
    case 'reducedMotion':
      return { ...state, reducedMotion: action.on };
    default: {
      const unreachable: never = action;
      return unreachable;
    }
  }
}
