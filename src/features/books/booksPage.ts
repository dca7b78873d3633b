/**
 * The Books page's fixed links and sizes. The university is a real Dallas school; its addresses are
 * its own admission pages.
 */

/** Local image shown, once, in place of a cover that fails to load (an asset of the project). */
export const COVER_PLACEHOLDER_SRC = '/images/book-placeholder.svg';

/** Intrinsic cover size (2:3, Open Library's medium covers): reserves each card's box before it loads. */
export const COVER_WIDTH = 180;
export const COVER_HEIGHT = 270;

/** Covers in the first row (widest grid) load eagerly; the rest wait until they near the viewport. */
export const EAGER_COVER_COUNT = 5;

/** Amazon's Books department: where 'View All Books on Amazon' leads. */
export const AMAZON_BOOKS_HREF = 'https://www.amazon.com/books-used-books-textbooks/b?node=283155';

/** The outside university the promo banner invites readers to. */
export const universityPromo = {
  name: 'Southern Methodist University',
  shortName: 'SMU',
  headline: 'Study in the heart of Dallas',
  text: 'Southern Methodist University offers more than 100 undergraduate majors on its University Park campus, minutes from downtown Dallas, with journalism, business, engineering and the arts among them.',
  applyHref: 'https://www.smu.edu/Admission/Apply/FirstYear',
  learnMoreHref: 'https://www.smu.edu/Admission',
} as const;
