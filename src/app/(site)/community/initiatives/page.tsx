import type { Metadata } from 'next';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { InitiativeCard } from '@/features/community/InitiativeCard';
import { initiativesByStatus } from '@/features/community/initiativeStatus';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { siteInitiatives } from '@/server/content/community';

export const metadata: Metadata = pageMetadata({
  title: 'Community Initiatives',
  description: 'Every Dallas community initiative, current ones first: camps, cleanups and fresh food programs, with when and where.',
  path: '/community/initiatives',
});

/** The moment of rendering: the page is regenerated at most every 5 minutes, so ended initiatives show as ended. */
function renderedAt(): Date {
  return new Date();
}

/** `/community/initiatives`: every initiative, running and starting soon first, then those that have ended. */
export default async function Page() {
  const all = initiativesByStatus(await siteInitiatives(), renderedAt());
  const open = all.filter((x) => x.status !== 'ended');
  const ended = all.filter((x) => x.status === 'ended');
  return (
    <Container className="py-10">
      <PageHeader title="Community Initiatives">
        <p>Programs that neighbors run across Dallas. Current initiatives come first; past seasons follow, marked as ended.</p>
      </PageHeader>
      <div className="flex flex-col gap-12">
        <section aria-labelledby="current-initiatives-heading">
          <SectionHeading id="current-initiatives-heading">Current initiatives</SectionHeading>
          {open.length > 0 ? (
            <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {open.map(({ initiative, status }) => (
                <InitiativeCard key={initiative.id} initiative={initiative} status={status} />
              ))}
            </div>
          ) : (
            <p className="text-muted">No initiative is running right now.</p>
          )}
        </section>
        {ended.length > 0 ? (
          <section aria-labelledby="ended-initiatives-heading">
            <SectionHeading id="ended-initiatives-heading">Ended initiatives</SectionHeading>
            <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {ended.map(({ initiative, status }) => (
                <InitiativeCard key={initiative.id} initiative={initiative} status={status} />
              ))}
            </div>
          </section>
        ) : null}
      </div>
    </Container>
  );
}
