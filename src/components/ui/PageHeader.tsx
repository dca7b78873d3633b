import type { ReactNode } from 'react';

/** A page's main heading (the only `h1`), with an optional standfirst below it. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-8 border-b-4 border-double border-ink pb-5">
      <h1 className="font-serif text-4xl font-bold tracking-tight text-ink sm:text-5xl">{title}</h1>
      {children ? <div className="mt-3 max-w-3xl text-lg text-muted">{children}</div> : null}
    </header>
  );
}
