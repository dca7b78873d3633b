import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';

export type LegalSection = { id: string; heading: string; body: ReactNode };

/** A legal page: title, last-updated line, a table of contents and numbered sections. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  return (
    <Container className="py-10">
      <PageHeader title={title}>
        <p>Last updated {updated}</p>
      </PageHeader>
      <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="print:hidden lg:sticky lg:top-32 lg:self-start">
          <h2 className="mb-3 text-sm font-bold uppercase tracking-wider text-muted">On this page</h2>
          <ol className="space-y-1.5 text-sm">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="inline-block py-0.5 text-brand underline-offset-4 hover:underline">
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl space-y-10 text-base leading-relaxed text-ink">
          <div className="text-lg text-muted">{intro}</div>
          {sections.map((s) => (
            <section key={s.id} aria-labelledby={s.id}>
              <h2 id={s.id} className="mb-3 font-serif text-2xl font-bold">
                {s.heading}
              </h2>
              <div className="space-y-4 [&_li]:ml-6 [&_ul]:list-disc [&_ul]:space-y-2">{s.body}</div>
            </section>
          ))}
        </article>
      </div>
    </Container>
  );
}
