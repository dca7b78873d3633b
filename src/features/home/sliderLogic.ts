/**
 * The hero slider's pure state: which slide shows, and whether it rotates by itself.
 * Rotation stops when the reader pauses it (the pause/play button), and is held while the pointer
 * is over the slider or focus is inside it, or when the reader prefers reduced motion.
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
  return { index: 0, count, paused: false, hovered: false, focused: false, reducedMotion: false };
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
