import 'server-only';
/** Community and its pages: the newsroom's published groups, initiatives and resources, in the order they were added. */
import type { CommunityGroup, Initiative, Resource } from '@/content/schemas';
import { addressKey, cmsGroupDoc, cmsInitiativeDoc, cmsResourceDoc, groupFromDoc, initiativeFromDoc, mapDocs, renamedFrom, resourceFromDoc } from './referenceModel';
import { publishedDocs, warn } from './referencePayload';

export async function siteGroups(): Promise<CommunityGroup[]> {
  return mapDocs('group', await publishedDocs('groups', 'createdAt'), cmsGroupDoc, groupFromDoc, warn);
}

export async function siteInitiatives(): Promise<Initiative[]> {
  return mapDocs('initiative', await publishedDocs('initiatives', 'createdAt'), cmsInitiativeDoc, initiativeFromDoc, warn);
}

export async function siteResources(): Promise<Resource[]> {
  return mapDocs('resource', await publishedDocs('resources', 'createdAt'), cmsResourceDoc, resourceFromDoc, warn);
}

/** The group at `/community/groups/{id}`, by its address key. */
export async function siteGroup(id: string): Promise<CommunityGroup | undefined> {
  return (await siteGroups()).find((g) => String(g.id) === id);
}

/** The initiative at `/community/initiatives/{id}`, by its address key. */
export async function siteInitiative(id: string): Promise<Initiative | undefined> {
  return (await siteInitiatives()).find((x) => String(x.id) === id);
}

/** The address key of the published group that was at `/community/groups/{id}` before its slug changed. */
export async function siteGroupRenamedFrom(id: string): Promise<string | undefined> {
  return renamedFrom(await publishedDocs('groups', 'createdAt'), id, addressKey);
}

/** The address key of the published initiative that was at `/community/initiatives/{id}` before its slug changed. */
export async function siteInitiativeRenamedFrom(id: string): Promise<string | undefined> {
  return renamedFrom(await publishedDocs('initiatives', 'createdAt'), id, addressKey);
}
