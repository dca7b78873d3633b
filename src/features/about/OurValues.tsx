import { SectionHeading } from '@/components/ui/SectionHeading';
import { ourValues } from './aboutContent';

/** Our Values, numbered. */
export function OurValues() {
  return (
    <section aria-labelledby="our-values" className="mt-14">
      <SectionHeading id="our-values">Our Values</SectionHeading>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {ourValues.map((value, index) => (
          <li key={value.name} className="flex flex-col gap-2 rounded-md border border-rule bg-white p-5 shadow-sm">
            <div className="flex items-baseline gap-3 lg:flex-col lg:gap-2">
              <span aria-hidden="true" className="font-serif text-3xl font-bold text-accent">
                {index + 1}
              </span>
              <h3 className="font-serif text-lg font-bold text-ink">{value.name}</h3>
            </div>
            <p className="text-sm leading-relaxed text-muted">{value.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
