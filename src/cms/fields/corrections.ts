import type { Field } from 'payload';
import { CORRECTION_KINDS, CORRECTION_TEXT_MAX, correctionLabel, storedCorrectionDate, validateCorrectionDate } from '@/features/corrections/corrections';

/**
 * A story's corrections and clarifications (shown at the top of the story, on `/corrections` and in its
 * feed). Edited by whoever may edit the story (the collection's access).
 */
export const correctionsField: Field = {
  name: 'corrections',
  type: 'array',
  labels: { singular: 'Correction', plural: 'Corrections and clarifications' },
  // A duplicate is a new story: the original's corrections are about the original.
  hooks: { beforeDuplicate: [() => []] },
  admin: {
    description:
      'Shown in a box at the top of the published story, on /corrections and in its feed. A correction fixes an error of fact; a clarification adds context.',
  },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'correction',
      options: CORRECTION_KINDS.map((kind) => ({ label: correctionLabel(kind), value: kind })),
    },
    {
      name: 'date',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'MMMM d, yyyy' } },
      hooks: { beforeChange: [({ value }) => storedCorrectionDate(value)] },
      validate: (value: unknown, { data }: { data: unknown }) =>
        validateCorrectionDate(value, { now: new Date(), publishedAt: (data as { publishedAt?: unknown } | undefined)?.publishedAt }),
    },
    { name: 'text', type: 'textarea', required: true, maxLength: CORRECTION_TEXT_MAX },
  ],
};
