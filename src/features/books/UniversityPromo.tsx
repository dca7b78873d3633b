import { ExternalLink } from '@/components/ui/ExternalLink';
import { universityPromo } from './booksPage';

const buttonBase = 'inline-flex items-center justify-center rounded-md px-5 py-2.5 font-semibold transition';

/** A sponsored banner for an outside university: 'Apply for Admission' and 'Learn More' (new tabs). */
export function UniversityPromo() {
  const u = universityPromo;
  return (
    <section
      aria-labelledby="university-promo-heading"
      className="relative overflow-hidden rounded-lg bg-brand px-6 py-8 text-white shadow-sm sm:px-10 sm:py-10"
    >
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-16 h-64 w-64 rounded-full border-[28px] border-white/5 sm:h-80 sm:w-80"
      />
      <p className="text-xs font-bold tracking-widest text-white/75 uppercase">Sponsored · {u.name}</p>
      <h2 id="university-promo-heading" className="mt-2 font-serif text-2xl font-bold sm:text-3xl">
        {u.headline}
      </h2>
      <p className="mt-3 max-w-2xl leading-relaxed text-white/85">{u.text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ExternalLink href={u.applyHref} className={`${buttonBase} bg-white text-brand hover:bg-paper`}>
          Apply for Admission<span className="sr-only"> to {u.shortName}</span>
        </ExternalLink>
        <ExternalLink href={u.learnMoreHref} className={`${buttonBase} border border-white/70 text-white hover:bg-white/10`}>
          Learn More<span className="sr-only"> about {u.shortName}</span>
        </ExternalLink>
      </div>
    </section>
  );
}
