import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';
import type { SearchOutcome } from '@/server/search/searchSite';
import { BrowseSections } from './BrowseSections';
import { SearchForm } from './SearchForm';
import { Pagination, ResultList, ResultsStatus, Suggestion } from './SearchResults';
import type { ParsedSearch } from './searchParams';

/** `/search`: the form, the notes about the address, then results, no results, or the sections. */
export function SearchPage({ parsed, outcome }: { parsed: ParsedSearch; outcome: SearchOutcome | null }) {
  const { notes, ...request } = parsed;
  return (
    <Container className="py-10">
      <PageHeader title="Search" />
      <SearchForm request={request} />
      {notes.length ? (
        <ul aria-label="About your search" className="mb-6 space-y-1 rounded-md border-l-4 border-accent bg-white p-4">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {outcome === null ? (
        <BrowseSections heading="Popular sections" />
      ) : outcome.status === 'unavailable' ? (
        <p role="status" className="mb-10 text-lg">
          Search is not available at the moment. Please try again in a few minutes.
        </p>
      ) : (
        <>
          <ResultsStatus total={outcome.page.total} capped={outcome.page.capped} request={request} />
          {outcome.suggestion ? <Suggestion request={request} suggestion={outcome.suggestion} /> : null}
          {outcome.page.hits.length ? <ResultList hits={outcome.page.hits} /> : null}
          {outcome.page.total === 0 ? (
            <>
              <p className="mb-6">Check the spelling, try fewer or other words, or remove the filters.</p>
              <BrowseSections heading="Browse the sections" />
            </>
          ) : (
            <Pagination total={outcome.page.total} request={request} />
          )}
        </>
      )}
    </Container>
  );
}
