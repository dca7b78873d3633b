import type { Metadata } from 'next';
import { NotFoundContent } from '@/features/not-found/NotFoundContent';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
};

export default function NotFound() {
  return <NotFoundContent />;
}
