import type { GlobalConfig, RelationshipField } from 'payload';
import { HOME_GRID_SIZE, SPOTLIGHT_SIZE, TOP_STORIES_COUNT } from '@/config/constants';
import { newsTabCategories, storyCategories } from '@/content/schemas';
import { editors, signedIn } from '../access';
import { revalidateFrontPage } from '../hooks/revalidateFrontPage';

/**
 * Stories an editor places, in order; only published ones reach readers (src/server/content/frontPage.ts).
 * Under the picker, the placed stories readers do not see (drafts, deleted ones): src/cms/admin/PlacementStatus.tsx.
 */
function placement(name: string, label: string, description: string, maxRows?: number): RelationshipField {
  return {
    name,
    label,
    type: 'relationship',
    relationTo: 'stories',
    hasMany: true,
    maxRows,
    admin: { description, components: { afterInput: ['/cms/admin/PlacementStatus#PlacementStatus'] } },
  };
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
            placement(
              'news',
              'News',
              `The first ${HOME_GRID_SIZE} fill the news grid, in this order. The rest join "Latest News", which lists the newsroom's newest stories first, then these, newest first.`,
            ),
            placement(
              'community',
              'Community Spotlight',
              `Home shows the first ${SPOTLIGHT_SIZE}, in this order (up to 6: the others stand in when one is unpublished). A story that is also in the slider goes last.`,
              6,
            ),
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
            placement(
              'top',
              'Top Stories',
              `The News page shows the first ${TOP_STORIES_COUNT} as Top Stories. On Home, the first not in the slider is the featured story and the rest are 'Around Dallas'.`,
              10,
            ),
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
