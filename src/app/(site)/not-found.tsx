import type { Metadata } from 'next';
import { NotFoundContent } from '@/features/not-found/NotFoundContent';
import { notFoundMetadata } from '@/features/not-found/MissingContent';

export const metadata: Metadata = notFoundMetadata;

export default function NotFound() {
  return <NotFoundContent />;
}
