'use client';

import { useSyncExternalStore } from 'react';
import { toMonthKey } from './calendar';

const noSubscription = () => () => {};
const clientMonth = () => toMonthKey(new Date());
const serverMonth = () => null;

/**
 * The reader's current month as 'yyyy-MM', from their own clock and time zone; null on the server
 * and during hydration, where it is not known (so the server HTML and the first client render match).
 */
export function useCurrentMonth(): string | null {
  return useSyncExternalStore(noSubscription, clientMonth, serverMonth);
}
