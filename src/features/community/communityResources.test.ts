import { describe, expect, it } from 'vitest';
import { resources } from '@/content/resources';
import type { Resource } from '@/content/schemas';
import {
  DEFAULT_RESOURCE_TAB,
  formatMembers,
  groupHref,
  initiativeHref,
  RESOURCE_TABS,
  resourcesForTab,
} from './communityResources';

const sample = (id: number, category: Resource['category']): Resource => ({
  id,
  title: `Resource ${id}`,
  description: 'A resource for the people of Dallas.',
  website: 'https://example.org',
  category,
});

describe('resource tabs', () => {
  it('are All, Education, Housing, Health, Business with All by default', () => {
    expect(RESOURCE_TABS.map((t) => t.label)).toEqual(['All', 'Education', 'Housing', 'Health', 'Business']);
    expect(DEFAULT_RESOURCE_TAB).toBe('all');
  });

  it('All shows every resource, Recreation included, in order', () => {
    const list = [sample(1, 'Health'), sample(2, 'Recreation'), sample(3, 'Education')];
    expect(resourcesForTab(list, 'all').map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('a category tab shows exactly that category', () => {
    const list = [sample(1, 'Health'), sample(2, 'Recreation'), sample(3, 'Health'), sample(4, 'Business')];
    expect(resourcesForTab(list, 'health').map((r) => r.id)).toEqual([1, 3]);
    expect(resourcesForTab(list, 'business').map((r) => r.id)).toEqual([4]);
    expect(resourcesForTab(list, 'housing')).toEqual([]);
  });

  it('Recreation resources appear under All only', () => {
    const recreation = resources.filter((r) => r.category === 'Recreation').map((r) => r.id);
    expect(recreation.length).toBeGreaterThan(0);
    for (const { value } of RESOURCE_TABS) {
      const ids = resourcesForTab(resources, value).map((r) => r.id);
      for (const id of recreation) expect(ids.includes(id)).toBe(value === 'all');
    }
  });

  it('every resource is under All and under exactly one other tab unless it is Recreation', () => {
    for (const r of resources) {
      const tabs = RESOURCE_TABS.filter((t) => resourcesForTab(resources, t.value).includes(r)).map((t) => t.value);
      expect(tabs).toEqual(r.category === 'Recreation' ? ['all'] : ['all', r.category.toLowerCase()]);
    }
  });
});

describe('formatMembers', () => {
  it('groups thousands the US way and agrees in number', () => {
    expect(formatMembers(1250)).toBe('1,250 members');
    expect(formatMembers(2100)).toBe('2,100 members');
    expect(formatMembers(640)).toBe('640 members');
    expect(formatMembers(1)).toBe('1 member');
    expect(formatMembers(0)).toBe('0 members');
    expect(formatMembers(1234567)).toBe('1,234,567 members');
  });
});

describe('community addresses', () => {
  it('lead to the group and initiative pages', () => {
    expect(groupHref(3)).toBe('/community/groups/3');
    expect(initiativeHref(2)).toBe('/community/initiatives/2');
  });
});
