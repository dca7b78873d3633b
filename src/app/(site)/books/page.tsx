import type { Metadata } from 'next';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';
import { BackToHome } from '@/features/books/BackToHome';
import { BookShelf } from '@/features/books/BookShelf';
import { UniversityPromo } from '@/features/books/UniversityPromo';
import { siteBooks } from '@/server/content/books';

export const metadata: Metadata = pageMetadata({
  title: 'Books',
  description: 'Books about Dallas, Texas and the craft of journalism, picked by our newsroom.',
  path: '/books',
});

export default async function Page() {
  const books = await siteBooks();
  return (
    <Container className="py-10">
      <BackToHome />
      <PageHeader title="Books">
        <p>Reading picked by our newsroom: the history and fiction of Texas, how cities work, and the reporting that holds power to account.</p>
      </PageHeader>
      <UniversityPromo />
      <BookShelf books={books} />
    </Container>
  );
}
