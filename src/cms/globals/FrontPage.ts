import type { GlobalConfig, RelationshipField } from 'payload';
import { newsTabCategories, storyCategories } from '@/content/schemas';
import { editors, signedIn } from '../access';
import { revalidateFrontPage } from '../hooks/revalidateFrontPage';

/** Stories an editor places, in order; only published ones reach readers (src/server/content/frontPage.ts). */
function placement(name: string, label: string, description: string, maxRows?: number): RelationshipField {
  return { name, label, type: 'relationship', relationTo: 'stories', hasMany: true, maxRows, admin: { description } };
}

const tabLabel = (tab: string) => tab.charAt(0).toUpperCase() + tab.slice(1);

/**
 * The front pages: which stories Home and News show where, chosen by editors. Placements point to
 * stories (one identity, one address: /news/{slug}); a story unpublished or deleted drops out of them.
 * Saving expires Home and News (src/cms/hooks/revalidateFrontPage.ts). The slug is an interface.
 */
export const FrontPage: GlobalConfig = {
  slug: 'front-page',
  label: 'Front pages',
  admin: { description: 'Which stories Home and News show, in order. Drag to reorder.' },
  access: { read: signedIn, update: editors },
  hooks: { afterChange: [revalidateFrontPage] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Home',
          fields: [
            placement('hero', 'Slider', 'The slides at the top of Home, in order (up to 5).', 5),
            placement('news', 'News', 'The first fills the news grid, the rest "Latest News", in order.'),
            placement('community', 'Community Spotlight', 'The Community Spotlight, in order (up to 6).', 6),
            {
              name: 'topics',
              label: 'Popular Topics',
              type: 'select',
              hasMany: true,
              options: storyCategories.map((c) => ({ label: c, value: c })),
              admin: { description: "The sidebar's Popular Topics, in order: each links to its category page." },
            },
          ],
        },
        {
          label: 'News',
          fields: [
            placement('top', 'Top Stories', "The News page's Top Stories; on Home, the featured story and 'Around Dallas'.", 10),
            {
              name: 'tabs',
              label: 'Tabs',
              type: 'group',
              fields: newsTabCategories.map((tab) => placement(tab, tabLabel(tab), `The ${tabLabel(tab)} tab, in order.`, 10)),
            },
          ],
        },
      ],
    },
  ],
};
