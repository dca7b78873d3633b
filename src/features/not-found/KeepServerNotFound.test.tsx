import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { KeepServerNotFound, isNotFoundSignal } from './KeepServerNotFound';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

class Above extends Component<{ children: ReactNode }, { caught: string | null }> {
  override state = { caught: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { caught: error.message };
  }
  override render() {
    return this.state.caught ? <p>above caught: {this.state.caught}</p> : this.props.children;
  }
}

const notFound = Object.assign(new Error('NEXT_HTTP_ERROR_FALLBACK;404'), { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });

describe('KeepServerNotFound', () => {
  it("catches the not-found signal and draws nothing in its place, leaving what is beside it", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Above>
        <p>The page&apos;s own not-found content</p>
        <KeepServerNotFound>
          <Throws error={notFound} />
        </KeepServerNotFound>
      </Above>,
    );
    expect(screen.getByText("The page's own not-found content")).toBeInTheDocument();
    expect(screen.queryByText(/above caught/)).toBeNull();
  });

  it('passes any other error to the boundaries above', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Above>
        <KeepServerNotFound>
          <Throws error={Object.assign(new Error('database unreachable'), { digest: '542642233' })} />
        </KeepServerNotFound>
      </Above>,
    );
    expect(screen.getByText('above caught: database unreachable')).toBeInTheDocument();
  });

  it('knows the signal by its digest only', () => {
    expect(isNotFoundSignal(notFound)).toBe(true);
    expect(isNotFoundSignal({ digest: 'NEXT_HTTP_ERROR_FALLBACK;403' })).toBe(false);
    expect(isNotFoundSignal(new Error('NEXT_HTTP_ERROR_FALLBACK;404'))).toBe(false);
    expect(isNotFoundSignal(null)).toBe(false);
  });
});
