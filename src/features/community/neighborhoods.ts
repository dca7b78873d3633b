import type { CommunityGroup, DallasNeighborhood, Initiative } from '@/content/schemas';
import { dallasNeighborhoods } from '@/content/schemas';

export type NeighborhoodEntry = {
  neighborhood: DallasNeighborhood;
  groups: CommunityGroup[];
  initiatives: Initiative[];
};

/**
 * The groups and initiatives of each neighborhood that has any, in the map's order of neighborhoods
 * (groups and initiatives keep the order they are given in).
 */
export function byNeighborhood(groups: readonly CommunityGroup[], initiatives: readonly Initiative[]): NeighborhoodEntry[] {
  return dallasNeighborhoods
    .map((neighborhood) => ({
      neighborhood,
      groups: groups.filter((g) => g.neighborhood === neighborhood),
      initiatives: initiatives.filter((x) => x.neighborhood === neighborhood),
    }))
    .filter((entry) => entry.groups.length + entry.initiatives.length > 0);
}

/** The address of a neighborhood's section on the map page: `/community/map#oak-cliff`. */
export function neighborhoodAnchor(neighborhood: DallasNeighborhood): string {
  return neighborhood.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
