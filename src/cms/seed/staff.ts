/**
 * The newsroom's team (src/content/team.ts) as `staff` documents, with their portraits as seeded media
 * and their author pages' slugs. Natural key: the name (stories credit their authors by it). A member
 * seeded before staff had slugs gets one.
 */
import type { Payload } from 'payload';
import { team } from '@/content/team';
import type { TeamMember } from '@/content/schemas';
import { slugify } from '../slug';
import { ensureSeedImage } from './media';
import type { Seeder, SeedReport } from './types';

/** The staff document's fields for a team member, given its portrait's media id: published, like all seeded content. */
export function staffData(member: TeamMember, imageId: number | string) {
  return {
    name: member.name,
    slug: slugify(member.name),
    kind: 'staff' as const,
    title: member.title,
    bio: member.bio,
    image: imageId,
    _status: 'published' as const,
  };
}

async function staffByName(payload: Payload, name: string) {
  const found = await payload.find({ collection: 'staff', where: { name: { equals: name } }, limit: 1, depth: 0, overrideAccess: true });
  return found.docs[0];
}

/** The id of the staff document named `name`, or undefined. */
export async function staffIdByName(payload: Payload, name: string): Promise<number | string | undefined> {
  return (await staffByName(payload, name))?.id;
}

export const staffSeeder: Seeder = {
  name: 'staff',
  async run(payload: Payload): Promise<SeedReport> {
    const report: SeedReport = { created: 0, existing: 0 };
    for (const member of team) {
      const existing = await staffByName(payload, member.name);
      if (existing) {
        if (!existing.slug) await payload.update({ collection: 'staff', id: existing.id, data: { slug: slugify(member.name) }, overrideAccess: true });
        report.existing += 1;
        continue;
      }
      const imageId = await ensureSeedImage(payload, { src: member.image, alt: member.imageAlt, credit: 'Illustration / Dallas Local' });
      await payload.create({ collection: 'staff', data: staffData(member, imageId), overrideAccess: true });
      report.created += 1;
    }
    return report;
  },
};
