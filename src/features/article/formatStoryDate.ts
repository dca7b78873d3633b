import { format, parse } from 'date-fns';
import { EVENT_DATE_FORMAT } from '@/config/constants';

/** A `yyyy-MM-dd` calendar date for readers, in the site's date format: `May 14, 2025`. */
export function formatStoryDate(date: string): string {
  return format(parse(date, 'yyyy-MM-dd', new Date(2000, 0, 1)), EVENT_DATE_FORMAT);
}
