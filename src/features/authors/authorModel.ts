/**
 * Bylines and author pages (pure): who a story credits, how the byline reads, and which page of an
 * author's stories an address asks for.
 */

/** One author a story credits: the name, their page and role when they have one. */
export type StoryCredit = { name: string; href?: string; role?: string };

/** 'A', 'A and B', 'A, B and C' (empty for no names). */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** A byline as pieces to render: each credit, with ", " or " and " between them. */
export type BylinePiece = { credit: StoryCredit } | { text: string };

export function bylinePieces(credits: readonly StoryCredit[]): BylinePiece[] {
  return credits.flatMap((credit, i): BylinePiece[] => {
    if (i === 0) return [{ credit }];
    return [{ text: i === credits.length - 1 ? ' and ' : ', ' }, { credit }];
  });
}

/** Stories per page on an author page. */
export const AUTHOR_STORIES_PER_PAGE = 10;

/** The highest page number an address may ask for (anything longer is not a page). */
const MAX_PAGE = 10_000;

/**
 * The page `?page=` asks for: 1 when absent; a whole number from 1 up. Anything else (`0`, `-1`, `2.5`,
 * `abc`, the parameter twice) is refused with the reason, for a clear answer instead of a guess.
 */
export function parsePageParam(raw: string | string[] | undefined): { page: number } | { error: string } {
  if (raw === undefined) return { page: 1 };
  if (Array.isArray(raw)) return { error: 'Give one page number.' };
  if (!/^[1-9]\d{0,4}$/.test(raw) || Number(raw) > MAX_PAGE) return { error: `"${raw.slice(0, 20)}" is not a page number: pages are numbered 1, 2, 3...` };
  return { page: Number(raw) };
}

/** How many pages `total` stories fill (at least one, for the empty list). */
export function pageCount(total: number, perPage = AUTHOR_STORIES_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}
