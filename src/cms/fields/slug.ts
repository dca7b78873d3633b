import type { TextField } from 'payload';
import { MAX_SLUG_LENGTH, slugify } from '../slug';

/**
 * The slug to store: the one typed, else one made from the `from` field's value, else none (null). An
 * untitled draft (the admin autosaves one as soon as an editor opens "Create New") has no slug rather
 * than an empty one: the column is unique, and a second empty slug made every later "Create New" fail
 * (a blank screen) until the first draft was deleted. PostgreSQL's unique index allows any number of nulls.
 */
export function slugToStore(value: unknown, from: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return slugify(typeof from === 'string' ? from : '') || null;
}

/**
 * A document's address segment: unique, made from the `from` field when left empty (an editor may type
 * another), checked by `validate` (src/cms/slug.ts) when published. Stories and staff use it.
 */
export function slugField({ from, description, validate }: { from: string; description: string; validate: (value: unknown) => true | string }): TextField {
  return {
    name: 'slug',
    type: 'text',
    unique: true,
    index: true,
    maxLength: MAX_SLUG_LENGTH,
    admin: { position: 'sidebar', description },
    hooks: {
      beforeValidate: [({ value, data }) => slugToStore(value, data?.[from])],
    },
    validate: (value: unknown) => validate(value),
  };
}
