import type { Field } from 'payload';
import { validateHttpsUrl } from './validators';

/**
 * Fields that community groups and initiatives share (their page's text, link and tags). The page needs
 * two paragraphs and a tag (src/content/schemas.ts): required, so that a publish without them is refused
 * with a message instead of published and left off the site (drafts may lack them).
 */
export const communityFields: Field[] = [
  { name: 'website', type: 'text', required: true, validate: (v: unknown) => validateHttpsUrl(v, { required: true }) },
  {
    name: 'details',
    type: 'array',
    required: true,
    minRows: 2,
    labels: { singular: 'Paragraph', plural: 'Paragraphs' },
    fields: [{ name: 'text', type: 'textarea', required: true, minLength: 40, maxLength: 4000 }],
  },
  {
    name: 'tags',
    type: 'text',
    hasMany: true,
    required: true,
    minRows: 1,
    admin: { description: 'Event and resource categories it relates to, in lower case.' },
  },
];
