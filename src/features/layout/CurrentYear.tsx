'use client';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const readerYear = () => new Date().getFullYear();

/**
 * The year on the reader's clock. The page is prerendered and may sit in a cache across New Year, so
 * the server's year (`builtYear`) is only the first paint; on hydration React swaps in the reader's
 * year. Four digits for four digits in tabular figures: nothing moves.
 */
export function CurrentYear({ builtYear }: { builtYear: number }) {
  const year = useSyncExternalStore(subscribe, readerYear, () => builtYear);
  return <span className="tabular-nums">{year}</span>;
}
