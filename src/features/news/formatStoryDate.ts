import { format, parse } from 'date-fns';
import { EVENT_DATE_FORMAT } from '@/config/constants';

/**
 * A story's `yyyy-MM-dd` calendar date as readers see it ('May 13, 2025'), parsed as a local
 * calendar date (never `new Date(string)`, which is UTC midnight).
 */
export function formatStoryDate(isoDate: string): string {
  return format(parse(isoDate, 'yyyy-MM-dd', new Date(2000, 0, 1)), EVENT_DATE_FORMAT);
}
