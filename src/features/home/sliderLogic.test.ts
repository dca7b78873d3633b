import { describe, expect, it } from 'vitest';
import {
  initialSliderState,
  isPlaying,
  isRotating,
  jumpIndex,
  nextIndex,
  previousIndex,
  sliderReducer,
  slidesWithPhoto,
  SWIPE_MIN_PX,
  swipeAction,
  type SliderState,
} from './sliderLogic';

describe('swipeAction', () => {
  it('turns to the next slide for a finger moved left, the previous one for a finger moved right', () => {
    expect(swipeAction(-SWIPE_MIN_PX, 0)).toBe('next');
    expect(swipeAction(-200, 30)).toBe('next');
    expect(swipeAction(SWIPE_MIN_PX, 0)).toBe('previous');
    expect(swipeAction(150, -60)).toBe('previous');
  });

  it('turns nothing for a tap, a short move or a scroll of the page', () => {
    expect(swipeAction(0, 0)).toBeNull();
    expect(swipeAction(-(SWIPE_MIN_PX - 1), 0)).toBeNull();
    expect(swipeAction(SWIPE_MIN_PX - 1, 0)).toBeNull();
    // Mostly vertical: the reader is scrolling past the slider.
    expect(swipeAction(-60, 40)).toBeNull();
    expect(swipeAction(80, -300)).toBeNull();
  });

  it('turns nothing for coordinates that are not numbers', () => {
    expect(swipeAction(Number.NaN, 0)).toBeNull();
    expect(swipeAction(-100, Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('slider index', () => {
  it('next moves forward and wraps last to first', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(1, 3)).toBe(2);
    expect(nextIndex(2, 3)).toBe(0);
  });

  it('previous moves back and wraps first to last', () => {
    expect(previousIndex(2, 3)).toBe(1);
    expect(previousIndex(1, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
  });

  it('jump goes to the requested slide and keeps out-of-range requests inside', () => {
    expect(jumpIndex(2, 3)).toBe(2);
    expect(jumpIndex(0, 3)).toBe(0);
    expect(jumpIndex(3, 3)).toBe(0);
    expect(jumpIndex(-1, 3)).toBe(2);
    expect(jumpIndex(Number.NaN, 3)).toBe(0);
  });

  it('an empty slider stays at 0', () => {
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
    expect(jumpIndex(4, 0)).toBe(0);
  });
});

describe('sliderReducer', () => {
  const start = initialSliderState(3);
  const run = (state: SliderState, ...types: Parameters<typeof sliderReducer>[1][]) => types.reduce(sliderReducer, state);

  it('starts on the first slide, rotating', () => {
    expect(start.index).toBe(0);
    expect(isRotating(start)).toBe(true);
    expect(isPlaying(start)).toBe(true);
  });

  it('next, previous and jump move the slide and wrap both ways', () => {
    expect(run(start, { type: 'next' }, { type: 'next' }, { type: 'next' }).index).toBe(0);
    expect(run(start, { type: 'previous' }).index).toBe(2);
    expect(run(start, { type: 'jump', index: 2 }).index).toBe(2);
  });

  it('a tick advances only while rotating', () => {
    expect(run(start, { type: 'tick' }).index).toBe(1);
    expect(run(start, { type: 'togglePause' }, { type: 'tick' }).index).toBe(0);
    expect(run(start, { type: 'hover', on: true }, { type: 'tick' }).index).toBe(0);
    expect(run(start, { type: 'focus', on: true }, { type: 'tick' }).index).toBe(0);
    expect(run(start, { type: 'reducedMotion', on: true }, { type: 'tick' }).index).toBe(0);
  });

  it('hover and focus hold rotation; leaving resumes it', () => {
    const held = run(start, { type: 'hover', on: true }, { type: 'focus', on: true });
    expect(isRotating(held)).toBe(false);
    expect(isRotating(run(held, { type: 'hover', on: false }))).toBe(false);
    expect(isRotating(run(held, { type: 'hover', on: false }, { type: 'focus', on: false }))).toBe(true);
  });

  it('pause toggles, and with reduced motion the play button starts rotation on request', () => {
    const paused = run(start, { type: 'togglePause' });
    expect(isPlaying(paused)).toBe(false);
    expect(isPlaying(run(paused, { type: 'togglePause' }))).toBe(true);

    const reduced = run(start, { type: 'reducedMotion', on: true });
    expect(isPlaying(reduced)).toBe(false);
    const played = run(reduced, { type: 'togglePause' });
    expect(isRotating(played)).toBe(true);
  });

  it('a single slide never rotates', () => {
    expect(isRotating(initialSliderState(1))).toBe(false);
  });

  describe('which slides have their photo in the page', () => {
    const five = initialSliderState(5);
    const withPhoto = (state: SliderState, released: boolean) =>
      slidesWithPhoto(state, released).flatMap((on, i) => (on ? [i] : []));

    it('before the photos are released, only the slides shown so far', () => {
      expect(withPhoto(five, false)).toEqual([0]);
      expect(withPhoto(run(five, { type: 'tick' }), false)).toEqual([0, 1]);
    });

    it("once released, also the shown slide's neighbours, wrapping", () => {
      expect(withPhoto(five, true)).toEqual([0, 1, 4]);
      expect(withPhoto(run(five, { type: 'next' }), true)).toEqual([0, 1, 2]);
      expect(withPhoto(run(five, { type: 'previous' }), true)).toEqual([0, 3, 4]);
    });

    it('a photo stays once its slide was shown, so a slide fading out keeps it', () => {
      expect(withPhoto(run(five, { type: 'jump', index: 3 }, { type: 'jump', index: 1 }), false)).toEqual([0, 1, 3]);
    });

    it('an action that shows no new slide keeps the same record', () => {
      const moved = run(five, { type: 'next' });
      expect(run(moved, { type: 'hover', on: true }).seen).toBe(moved.seen);
      expect(run(moved, { type: 'previous' }).seen).toBe(moved.seen);
    });

    it('an empty slider has no photos', () => {
      expect(slidesWithPhoto(initialSliderState(0), true)).toEqual([]);
    });
  });
});
