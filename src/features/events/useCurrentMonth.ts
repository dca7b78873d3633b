'use client';

import { startTransition, useEffect, useState } from 'react';
import { toMonthKey } from './calendar';

/**
 * The reader's current month as 'yyyy-MM', from their own clock and time zone; null on the server
 * and during hydration, where it is not known (so the server HTML and the first client render match).
 * It is set in a transition after hydration: drawing the calendar is not urgent, and as a transition
 * React renders it in short slices instead of one long task that would delay a reader's first tap.
 */
export function useCurrentMonth(): string | null {
  const [month, setMonth] = useState<string | null>(null);
  useEffect(() => startTransition(() => setMonth(toMonthKey(new Date()))), []);
  return month;
}
