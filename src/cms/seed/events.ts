/** The sample events of src/content/events.ts, by their address key (`/events/{slug}/ics`: the sample's id). */
import { events } from '@/content/events';
import { SITE_TIME_ZONE } from '@/config/constants';
import { dallasDateTime } from '@/features/seo/dallasTime';
import { ensurePublished } from './ensure';
import { ensureSeedImage } from './media';
import type { Seeder } from './types';

export const eventsSeeder: Seeder = {
  name: 'events',
  run: (payload) =>
    ensurePublished(payload, {
      collection: 'events',
      keyField: 'slug',
      items: events,
      key: (e) => String(e.id),
      data: async (e) => ({
        slug: String(e.id),
        title: e.title,
        description: e.description,
        startsAt: new Date(dallasDateTime(e.date, e.start)).toISOString(),
        startsAt_tz: SITE_TIME_ZONE,
        endsAt: new Date(dallasDateTime(e.date, e.end)).toISOString(),
        endsAt_tz: SITE_TIME_ZONE,
        location: e.location,
        category: e.category,
        image: await ensureSeedImage(payload, { src: e.image, alt: e.imageAlt }),
      }),
    }),
};
