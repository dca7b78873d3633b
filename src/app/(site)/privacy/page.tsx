import type { Metadata } from 'next';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { LegalDocument } from '@/features/legal/LegalDocument';
import { privacyIntro, privacySections } from '@/features/legal/privacySections';

export const metadata: Metadata = pageMetadata({
  title: 'Privacy Policy',
  description: 'What Dallas Local collects when you read, listen or write to us, why, and your rights over it.',
  path: '/privacy',
});

export default function PrivacyPage() {
  return <LegalDocument title="Privacy Policy" updated="November 1, 2026" intro={privacyIntro} sections={privacySections} />;
}
