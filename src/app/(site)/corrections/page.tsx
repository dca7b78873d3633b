import type { Metadata } from 'next';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';
import { CorrectionsList } from '@/features/corrections/CorrectionsList';
import { CORRECTIONS_FEED_PATH, CORRECTIONS_PATH } from '@/features/corrections/corrections';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { publishedCorrections } from '@/server/content/cmsStories';

export const metadata: Metadata = pageMetadata({
  title: 'Corrections',
  description: 'Every correction and clarification of the stories Dallas Local has published, newest first.',
  path: CORRECTIONS_PATH,
  feeds: [{ url: CORRECTIONS_FEED_PATH, title: 'Dallas Local: corrections' }],
});

/** `/corrections`: every correction and clarification of a published story, newest first (cached by tag). */
export default async function Page() {
  const corrections = await publishedCorrections();
  return (
    <Container className="py-10">
      <PageHeader title="Corrections">
        <p>
          When we get something wrong, we correct it in the story and list it here; a clarification adds context a
          story lacked. Newest first.
        </p>
      </PageHeader>
      <CorrectionsList corrections={corrections} />
    </Container>
  );
}
