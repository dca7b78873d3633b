import { render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { CurrentYear } from './CurrentYear';

describe('CurrentYear', () => {
  afterEach(() => vi.useRealTimers());

  it("shows the reader's year, not the year the page was built", () => {
    vi.useFakeTimers({ now: new Date(2031, 0, 1, 0, 5) });
    render(<CurrentYear builtYear={2025} />);
    expect(screen.getByText('2031')).toBeInTheDocument();
  });

  it('hydrates a page prerendered last year with this year', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CurrentYear builtYear={2030} />);
    expect(container.textContent).toBe('2030');
    vi.useFakeTimers({ now: new Date(2031, 5, 15), toFake: ['Date'] });
    await act(async () => {
      hydrateRoot(container, <CurrentYear builtYear={2030} />);
    });
    expect(container.textContent).toBe('2031');
  });
});
