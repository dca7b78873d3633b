import type { Page } from '@playwright/test';

export interface Shift {
  value: number;
  /** What moved: each element as tag#id.class and its first words, with its box before and after. */
  moved: string[];
}

/** The layout shifts the page has reported so far (none caused by input), and what moved in each. */
export function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
        const box = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
        const name = (node: Node | null) => {
          if (!(node instanceof Element)) return node?.nodeName ?? 'gone';
          const classes = [...node.classList].slice(0, 4).join('.');
          return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes ? `.${classes}` : ''} "${(node.textContent ?? '').trim().slice(0, 30)}"`;
        };
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const shifts = (list.getEntries() as Entry[]).filter((s) => !s.hadRecentInput);
          resolve(
            shifts.map((s) => ({
              value: s.value,
              moved: s.sources.map((source) => `${name(source.node)} at ${Math.round(s.startTime)} ms: ${box(source.previousRect)} to ${box(source.currentRect)}`),
            })),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer never calls back.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve([])));
      }),
  );
}
