import 'server-only';
/** The Books page: the newsroom's published books, in the order they were added. */
import type { Book } from '@/content/schemas';
import { bookFromDoc, cmsBookDoc, mapDocs } from './referenceModel';
import { publishedDocs, warn } from './referencePayload';

export async function siteBooks(): Promise<Book[]> {
  return mapDocs('book', await publishedDocs('books', 'createdAt'), cmsBookDoc, bookFromDoc, warn);
}
