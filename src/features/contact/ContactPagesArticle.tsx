import { ExternalLink } from '@/components/ui/ExternalLink';
import { contactPageArticle } from './contactPage';

/** A card pointing to the encyclopedia article on contact pages. */
export function ContactPagesArticle() {
  return (
    <section aria-labelledby="about-contact-pages" className="rounded-md border border-rule bg-[#f1efe9] p-6">
      <h2 id="about-contact-pages" className="font-serif text-lg font-bold text-ink">
        Why a contact page?
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">
        A newsroom you cannot reach is one you cannot trust. Read how websites use contact pages to stay accountable to
        the people they serve.
      </p>
      <ExternalLink
        href={contactPageArticle.href}
        className="mt-3 inline-block text-sm font-semibold text-brand underline underline-offset-4 hover:text-accent"
      >
        “{contactPageArticle.title}” on {contactPageArticle.source}
      </ExternalLink>
    </section>
  );
}
