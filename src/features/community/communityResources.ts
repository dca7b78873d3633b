import type { Resource, ResourceCategory } from '@/content/schemas';

/**
 * The Community Resources tabs (SPEC.md): All, Education, Housing, Health, Business; All by default.
 * Recreation resources have no tab of their own and appear under All only.
 */
export const RESOURCE_TABS = [
  { value: 'all', label: 'All' },
  { value: 'education', label: 'Education', category: 'Education' },
  { value: 'housing', label: 'Housing', category: 'Housing' },
  { value: 'health', label: 'Health', category: 'Health' },
  { value: 'business', label: 'Business', category: 'Business' },
] as const satisfies readonly { value: string; label: string; category?: ResourceCategory }[];

export type ResourceTab = (typeof RESOURCE_TABS)[number]['value'];

export const DEFAULT_RESOURCE_TAB: ResourceTab = 'all';

/** The resources one tab shows, in their data order. */
export function resourcesForTab(resources: readonly Resource[], tab: ResourceTab): Resource[] {
  const entry = RESOURCE_TABS.find((t) => t.value === tab);
  if (!entry || !('category' in entry)) return [...resources];
  return resources.filter((r) => r.category === entry.category);
}

const memberCount = new Intl.NumberFormat('en-US');

/** '1,250 members', '1 member'. */
export function formatMembers(count: number): string {
  return `${memberCount.format(count)} ${count === 1 ? 'member' : 'members'}`;
}

/** Detail addresses of the Community cards (built in src/lib/addresses.ts). */
export { groupPath as groupHref, initiativePath as initiativeHref } from '@/lib/addresses';
