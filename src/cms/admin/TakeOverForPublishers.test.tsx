// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HIDE_TAKE_OVER_CSS, TakeOverForPublishers } from './TakeOverForPublishers';

describe('TakeOverForPublishers', () => {
  it("hides 'Take over' from a contributor, who may not take a colleague's lock", () => {
    expect(renderToStaticMarkup(<TakeOverForPublishers user={{ id: 3, role: 'contributor' }} />)).toBe(`<style>${HIDE_TAKE_OVER_CSS}</style>`);
  });

  it('leaves it to editors and admins', () => {
    for (const role of ['editor', 'admin'] as const) expect(renderToStaticMarkup(<TakeOverForPublishers user={{ id: 1, role }} />)).toBe('');
  });
});
