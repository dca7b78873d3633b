// `npm run inbox`: the story-tip status of a contact message (src/features/tips/tipStatus.ts; the
// admin's `tips` collection), as one line, or null for a message that is not a tip.
import { printable } from './printable.mjs';

/** `Tip: new`, `Tip: assigned to Ana Ruiz`, `Tip: done (Ana Ruiz)`; a note follows on its own line. */
export function tipLines({ tipStatus, tipAssignee, tipNote }) {
  if (!tipStatus) return [];
  const who = tipAssignee ? printable(tipAssignee) : '';
  const status = tipStatus === 'assigned' ? `assigned to ${who || 'someone'}` : who ? `${tipStatus} (${who})` : tipStatus;
  const lines = [`Tip: ${status}`];
  if (tipNote && String(tipNote).trim() !== '') lines.push(`Note: ${printable(String(tipNote).replace(/\s*\r?\n\s*/g, ' / '))}`);
  return lines;
}
