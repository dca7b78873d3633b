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
  return (
    <div className="mb-5 flex items-end justify-between gap-4 border-t-2 border-ink pt-2">
      <Tag id={id} className="font-serif text-2xl font-bold text-ink">
        {children}
      </Tag>
      {action}
    </div>
  );
}
