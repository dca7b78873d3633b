/**
 * Which photos of the media library a document shows: its upload fields, and the photos embedded in its
 * rich text (Lexical `upload` nodes). Pure: it reads a document as Payload's hooks receive it, with each
 * relation as an id or, populated, as the photo itself.
 */

function idOf(value: unknown): number | null {
  const raw = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value;
  // Rich text sent through the REST API may carry an id as a string of digits.
  const id = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

function uploadsIn(node: unknown, found: Set<number>, depth = 0): void {
  // Lexical nests lists and quotes a few levels; a document is never this deep.
  if (typeof node !== 'object' || node === null || depth > 50) return;
  const { type, relationTo, value, children } = node as { type?: unknown; relationTo?: unknown; value?: unknown; children?: unknown };
  if (type === 'upload' && relationTo === 'media') {
    const id = idOf(value);
    if (id !== null) found.add(id);
  }
  if (Array.isArray(children)) for (const child of children) uploadsIn(child, found, depth + 1);
}

/** The ids of the photos `doc` shows, each once, in the order first met. */
export function mediaIdsIn(
  doc: Record<string, unknown>,
  uploadFields: readonly string[],
  richTextFields: readonly string[] = [],
): number[] {
  const found = new Set<number>();
  for (const field of uploadFields) {
    const id = idOf(doc[field]);
    if (id !== null) found.add(id);
  }
  for (const field of richTextFields) uploadsIn((doc[field] as { root?: unknown } | null | undefined)?.root, found);
  return [...found];
}

/** Whether a stored document is reader-facing: published, or of a collection without drafts. */
export function isPublicSave(row: { _status?: unknown }, drafts: boolean): boolean {
  return !drafts || row._status === 'published';
}
