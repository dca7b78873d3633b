import { atAGlance } from './aboutContent';

/** The At a Glance card: the newsroom's key facts as a description list. */
export function AtAGlance() {
  return (
    <section aria-labelledby="at-a-glance" className="rounded-md border border-rule bg-white p-6 shadow-sm">
      <h2 id="at-a-glance" className="border-b-2 border-ink pb-2 font-serif text-xl font-bold text-ink">
        At a Glance
      </h2>
      <dl className="mt-4 flex flex-col divide-y divide-rule">
        {atAGlance.map((fact) => (
          <div key={fact.label} className="py-3 first:pt-0 last:pb-0">
            <dt className="text-xs font-bold tracking-wider text-muted uppercase">{fact.label}</dt>
            <dd className="mt-1 font-semibold text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
