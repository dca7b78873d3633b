'use client';

import { Component, type ReactNode } from 'react';

/** Whether `error` is Next.js's `notFound()` signal (its digest `NEXT_HTTP_ERROR_FALLBACK;404`). Pure. */
export function isNotFoundSignal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { digest?: unknown }).digest === 'NEXT_HTTP_ERROR_FALLBACK;404';
}

type State = { caught: unknown };

/**
 * Around MissingContent's not-found signal: in the browser, the signal is caught here and nothing is
 * drawn in its place, so the not-found content the page itself rendered stays. Without it Next.js's
 * not-found boundary took the page over with the same content and its own `<meta name="robots"
 * content="noindex">`, a second tag beside the one the document's head already has. Next.js does not
 * log a `notFound()` that a boundary catches. Any other error goes on to the boundaries above.
 */
export class KeepServerNotFound extends Component<{ children: ReactNode }, State> {
  override state: State = { caught: null };

  static getDerivedStateFromError(error: unknown): State {
    return { caught: error ?? new Error('A component threw nothing.') };
  }

  override render(): ReactNode {
    if (this.state.caught === null) return this.props.children;
    if (isNotFoundSignal(this.state.caught)) return null;
    throw this.state.caught;
  }
}
