import { ExternalLink } from '@/components/ui/ExternalLink';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { dallasQuote, ourMission, ourStory } from './aboutContent';

/** Our Story, Our Mission (five items) and a quoted encyclopedia excerpt about the city. */
export function OurStory() {
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="our-story">
        <SectionHeading id="our-story">Our Story</SectionHeading>
        <div className="flex flex-col gap-4 text-lg leading-relaxed text-ink">
          {ourStory.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section aria-labelledby="our-mission">
        <SectionHeading id="our-mission">Our Mission</SectionHeading>
        <ul className="flex flex-col gap-3">
          {ourMission.map((item) => (
            <li key={item} className="flex gap-3 leading-relaxed">
              <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-accent" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </section>

      <figure className="rounded-md border-l-4 border-accent bg-white px-6 py-5 shadow-sm">
        <blockquote cite={dallasQuote.href} className="font-serif text-xl leading-relaxed text-ink italic">
          <p>“{dallasQuote.text}”</p>
        </blockquote>
        <figcaption className="mt-3 text-sm text-muted">
          From the {dallasQuote.source} article <cite className="not-italic">“{dallasQuote.title}”</cite>.{' '}
          <ExternalLink href={dallasQuote.href} className="font-semibold text-brand underline underline-offset-4 hover:text-accent">
            Read the article on {dallasQuote.source}
          </ExternalLink>
        </figcaption>
      </figure>
    </div>
  );
}
