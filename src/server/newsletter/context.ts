import 'server-only';
import { getDatabase } from '@/server/db/client';
import { siteOrigin } from '@/features/seo/pageMetadata';
import { newsletterKey } from './links';
import type { NewsletterContext } from './service';

/** The server's newsletter context: its database, the link key from its secret, its public origin (SITE_ORIGIN). */
export async function newsletterContext(): Promise<NewsletterContext> {
  return { db: await getDatabase(), key: newsletterKey(), origin: siteOrigin };
}
