import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLIDER_INTERVAL_MS } from '@/config/constants';
import { heroStories } from '@/content/heroStories';
import { HeroSlider } from './HeroSlider';

function mockReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

/** The slide the reader sees: the one not hidden from assistive technology. */
function currentSlide() {
  const visible = screen.getAllByRole('group').filter((g) => g.getAttribute('aria-roledescription') === 'slide');
  expect(visible).toHaveLength(1);
  return visible[0]!;
}

function currentTitle() {
  return within(currentSlide()).getByRole('heading').textContent;
}

const titles = heroStories.map((s) => s.title);

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Clicks a control and moves focus out again, so only the control's own effect remains. */
function press(name: string | RegExp) {
  const button = screen.getByRole('button', { name });
  fireEvent.click(button);
  act(() => {
    button.blur();
  });
}

describe('HeroSlider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is a labeled carousel of slides; only the current one is exposed, the others are inert', () => {
    const { container } = render(<HeroSlider stories={heroStories} />);
    const region = screen.getByRole('region', { name: 'Featured stories' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(currentSlide()).toHaveAccessibleName(`1 of ${heroStories.length}`);
    expect(currentTitle()).toBe(titles[0]);
    expect(within(currentSlide()).getByRole('link')).toHaveAttribute('href', heroStories[0]!.href);
    const hidden = container.querySelectorAll('[aria-roledescription="slide"][aria-hidden="true"]');
    expect(hidden).toHaveLength(heroStories.length - 1);
    for (const slide of hidden) expect(slide).toHaveAttribute('inert');
  });

  it('the first image loads eagerly with high priority, the others lazily', () => {
    const { container } = render(<HeroSlider stories={heroStories} />);
    const images = container.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[2]).toHaveAttribute('loading', 'lazy');
  });

  it("adds the hidden slides' photos only once the page has loaded, starting with the neighbours", () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ ...heroStories[i % heroStories.length]!, href: `/news/slide-${i}` }));
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { container } = render(<HeroSlider stories={five} />);
    const slides = () => [...container.querySelectorAll('[aria-roledescription="slide"]')];
    const withPhoto = () => slides().flatMap((slide, i) => (slide.querySelector('img') ? [i] : []));
    expect(withPhoto()).toEqual([0]);

    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(withPhoto()).toEqual([0, 1, 4]);
    // On to the second slide: the slides shown so far keep their photos, the third is the new neighbour
    // and the last no longer is one.
    advance(SLIDER_INTERVAL_MS);
    expect(withPhoto()).toEqual([0, 1, 2]);
    readyState.mockRestore();
  });

  it('changes slide at the interval and not before, wrapping last to first', () => {
    render(<HeroSlider stories={heroStories} />);
    advance(SLIDER_INTERVAL_MS - 1);
    expect(currentTitle()).toBe(titles[0]);
    advance(1);
    expect(currentTitle()).toBe(titles[1]);
    advance(SLIDER_INTERVAL_MS);
    expect(currentTitle()).toBe(titles[2]);
    advance(SLIDER_INTERVAL_MS);
    expect(currentTitle()).toBe(titles[0]);
  });

  it('previous and next wrap both ways; a dot jumps and is marked current', () => {
    render(<HeroSlider stories={heroStories} />);
    press('Previous slide');
    expect(currentTitle()).toBe(titles[2]);
    press('Next slide');
    expect(currentTitle()).toBe(titles[0]);
    press(/^Show slide 2 of 3/);
    expect(currentTitle()).toBe(titles[1]);
    expect(screen.getByRole('button', { name: /^Show slide 2 of 3/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: /^Show slide 1 of 3/ })).not.toHaveAttribute('aria-current');
  });

  it('pause stops rotation and play resumes it', () => {
    render(<HeroSlider stories={heroStories} />);
    press('Pause slide rotation');
    advance(SLIDER_INTERVAL_MS * 4);
    expect(currentTitle()).toBe(titles[0]);
    press('Start slide rotation');
    advance(SLIDER_INTERVAL_MS);
    expect(currentTitle()).toBe(titles[1]);
  });

  it('holds while the mouse is over it or focus is inside it', () => {
    render(<HeroSlider stories={heroStories} />);
    const region = screen.getByRole('region', { name: 'Featured stories' });
    fireEvent.pointerOver(region, { pointerType: 'mouse' });
    advance(SLIDER_INTERVAL_MS * 2);
    expect(currentTitle()).toBe(titles[0]);
    fireEvent.pointerOut(region, { pointerType: 'mouse', relatedTarget: document.body });
    advance(SLIDER_INTERVAL_MS);
    expect(currentTitle()).toBe(titles[1]);

    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    advance(SLIDER_INTERVAL_MS * 2);
    expect(currentTitle()).toBe(titles[1]);
  });

  it('does not rotate by itself when the reader prefers reduced motion', () => {
    mockReducedMotion(true);
    render(<HeroSlider stories={heroStories} />);
    advance(SLIDER_INTERVAL_MS * 4);
    expect(currentTitle()).toBe(titles[0]);
    expect(screen.getByRole('button', { name: 'Start slide rotation' })).toBeInTheDocument();
    press('Next slide');
    expect(currentTitle()).toBe(titles[1]);
  });
});
