import { format, parse } from 'date-fns';
import { EVENT_DATE_FORMAT } from '@/config/constants';

/**
 * A story's `yyyy-MM-dd` date as the site shows dates ('May 14, 2025'). The string is a local
 * calendar date, parsed as such (never `new Date(string)`, which is UTC midnight).
 */
export function formatStoryDate(isoDate: string): string {
  const date = parse(isoDate, 'yyyy-MM-dd', new Date(2000, 0, 1));
  return Number.isNaN(date.getTime()) ? isoDate : format(date, EVENT_DATE_FORMAT);
}
