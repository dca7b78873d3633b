import type { TextField } from 'payload';
import { MAX_SLUG_LENGTH, slugify } from '../slug';

/**
 * A document's address segment: unique, made from the `from` field when left empty (an editor may type
 * another), checked by `validate` (src/cms/slug.ts). Stories and staff use it.
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
      beforeValidate: [
        ({ value, data }) =>
          typeof value === 'string' && value.trim() !== '' ? value.trim() : slugify(String(data?.[from] ?? '')),
      ],
    },
    validate: (value: unknown) => validate(value),
  };
}
