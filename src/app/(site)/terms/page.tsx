import type { Metadata } from 'next';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { LegalDocument } from '@/features/legal/LegalDocument';
import { termsIntro, termsSections } from '@/features/legal/termsSections';

export const metadata: Metadata = pageMetadata({
  title: 'Terms of Service',
  description: 'The terms for using the Dallas Local website, newsletters and radio stream.',
  path: '/terms',
});

export default function TermsPage() {
  return <LegalDocument title="Terms of Service" updated="November 1, 2026" intro={termsIntro} sections={termsSections} />;
}
