import { render, screen } from '@testing-library/react';

let pathname = '/news/not-cached';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

/** The gate as loaded in a document that is (or is not) Next.js's error document for `path`. */
async function loadGate(errorDocument: boolean, path: string) {
  vi.resetModules();
  window.history.replaceState(null, '', path);
  document.documentElement.id = errorDocument ? '__next_error__' : '';
  const { ErrorDocumentGate } = await import('./ErrorDocumentGate');
  document.documentElement.id = '';
  return ErrorDocumentGate;
}

describe('ErrorDocumentGate', () => {
  it("shows the error page in the failed page's place, then the pages once the reader has gone elsewhere", async () => {
    pathname = '/news/not-cached';
    const Gate = await loadGate(true, '/news/not-cached');
    const { rerender } = render(<Gate><p>the page</p></Gate>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('the page')).toBeNull();
    pathname = '/';
    rerender(<Gate><p>home</p></Gate>);
    expect(screen.getByText('home')).toBeInTheDocument();
    // Back at the address, the page is asked for as usual (it may render now).
    pathname = '/news/not-cached';
    rerender(<Gate><p>the page</p></Gate>);
    expect(screen.getByText('the page')).toBeInTheDocument();
  });

  it('renders the page in any other document', async () => {
    pathname = '/news/a-story';
    const Gate = await loadGate(false, '/news/a-story');
    render(<Gate><p>the page</p></Gate>);
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
