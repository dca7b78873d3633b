// `npm run inbox`: the story-tip status of a contact message (src/features/tips/tipStatus.ts; the
// admin's `tips` collection), as one line, or null for a message that is not a tip.
import { printable } from './printable.mjs';

/** `Tip: new`, `Tip: assigned to Ana Ruiz`, `Tip: done (Ana Ruiz)`; a note follows on its own line. */
export function tipLines(tip) {
  if (!tip?.status) return [];
  const who = tip.assignee ? printable(tip.assignee) : '';
  const status = tip.status === 'assigned' ? `assigned to ${who || 'someone'}` : who ? `${tip.status} (${who})` : tip.status;
  const lines = [`Tip: ${printable(status)}`];
  if (tip.note && String(tip.note).trim() !== '') lines.push(`Note: ${printable(String(tip.note).replace(/\s*\r?\n\s*/g, ' / '))}`);
  return lines;
}
