/** The books of src/content/books.ts, by title, in the shelf's order (the seed creates them in turn). */
import { books } from '@/content/books';
import { ensurePublished } from './ensure';
import type { Seeder } from './types';

export const booksSeeder: Seeder = {
  name: 'books',
  run: (payload) =>
    ensurePublished(payload, {
      collection: 'books',
      keyField: 'title',
      items: books,
      key: (b) => b.title,
      data: async (b) => ({ title: b.title, author: b.author, cover: b.cover, link: b.link }),
    }),
};
