import type { ReactNode } from 'react';

/** A section heading with the paper's rule above it. `id` lets a section be labeled by it. */
export function SectionHeading({
  id,
  children,
  level = 2,
  action,
}: {
  id?: string;
  children: ReactNode;
  level?: 2 | 3;
  action?: ReactNode;
}) {
  const Tag = level === 2 ? 'h2' : 'h3';
  // The action goes below the heading only when the heading's longest word and the action do not fit
  // side by side (`flex-1`: the heading's basis is 0, so the row wraps on its narrowest width, not on its
  // full text): at a reader's large text size on a phone, 'View All' was pushed past the screen's edge.
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-4 border-t-2 border-ink pt-2">
      <Tag id={id} className="flex-1 font-serif text-2xl font-bold text-ink">
        {children}
      </Tag>
      {action}
    </div>
  );
}
