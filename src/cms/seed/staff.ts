/**
 * The newsroom's team (src/content/team.ts) as `staff` documents, with their portraits as seeded media.
 * Natural key: the name (stories credit their authors by it).
 */
import type { Payload } from 'payload';
import { team } from '@/content/team';
import type { TeamMember } from '@/content/schemas';
import { ensureSeedImage } from './media';
import type { Seeder, SeedReport } from './types';

/** The staff document's fields for a team member, given its portrait's media id. */
export function staffData(member: TeamMember, imageId: number | string) {
  return { name: member.name, title: member.title, bio: member.bio, image: imageId };
}

/** The id of the staff document named `name`, or undefined. */
export async function staffIdByName(payload: Payload, name: string): Promise<number | string | undefined> {
  const found = await payload.find({ collection: 'staff', where: { name: { equals: name } }, limit: 1, depth: 0, overrideAccess: true });
  return found.docs[0]?.id;
}

export const staffSeeder: Seeder = {
  name: 'staff',
  async run(payload: Payload): Promise<SeedReport> {
    const report: SeedReport = { created: 0, existing: 0 };
    for (const member of team) {
      if ((await staffIdByName(payload, member.name)) !== undefined) {
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
