import type { Field } from 'payload';
import { validateHttpsUrl } from './validators';

/** Fields that community groups and initiatives share (their page's text, link and tags). */
export const communityFields: Field[] = [
  { name: 'website', type: 'text', required: true, validate: (v: unknown) => validateHttpsUrl(v, { required: true }) },
  {
    name: 'details',
    type: 'array',
    minRows: 2,
    labels: { singular: 'Paragraph', plural: 'Paragraphs' },
    fields: [{ name: 'text', type: 'textarea', required: true, minLength: 40, maxLength: 4000 }],
  },
  {
    name: 'tags',
    type: 'text',
    hasMany: true,
    minRows: 1,
    admin: { description: 'Event and resource categories it relates to, in lower case.' },
  },
];
