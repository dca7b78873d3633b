import { careersEmail, careersHref } from './aboutContent';

/**
 * Join Our Team. The newsroom has no jobs board, so 'View Career Opportunities' opens an email to
 * the careers desk, which answers with the current openings; the address is shown beside it.
 */
export function JoinOurTeam() {
  return (
    <section aria-labelledby="join-our-team" className="mt-14 rounded-lg bg-brand px-6 py-10 text-center text-white sm:px-10">
      <h2 id="join-our-team" className="font-serif text-3xl font-bold">
        Join Our Team
      </h2>
      <p className="mx-auto mt-3 max-w-2xl leading-relaxed text-white/85">
        We are always glad to hear from reporters, photographers, producers and community organizers who love Dallas.
        Write to our careers desk for current openings, internships and freelance work.
      </p>
      <a
        href={careersHref}
        className="mt-6 inline-flex items-center justify-center rounded-md bg-white px-6 py-3 font-semibold text-brand hover:bg-paper"
      >
        View Career Opportunities
      </a>
      <p className="mt-3 text-sm text-white/80">
        Opens an email to <span className="font-semibold text-white">{careersEmail}</span>
      </p>
    </section>
  );
}
