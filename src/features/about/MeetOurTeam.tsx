import Link from 'next/link';
import type { TeamMember } from '@/content/schemas';
import { SafeImage } from '@/components/ui/SafeImage';
import { SectionHeading } from '@/components/ui/SectionHeading';

/** A team member, with their author page when they have one. */
type Member = TeamMember & { href?: string };

function TeamCard({ member }: { member: Member }) {
  return (
    <article className="relative flex h-full flex-col items-center gap-3 rounded-md border border-rule bg-white p-6 text-center shadow-sm">
      <SafeImage
        src={member.image}
        alt={member.imageAlt}
        width={400}
        height={400}
        className="h-32 w-32 rounded-full border-4 border-paper bg-rule object-cover shadow"
        style={member.imagePosition ? { objectPosition: member.imagePosition } : undefined}
      />
      <div>
        <h3 className="font-serif text-xl font-bold text-ink">
          {member.href ? (
            // The whole card is the link's target area; the name is its text.
            <Link href={member.href} className="underline-offset-4 after:absolute after:inset-0 hover:underline">
              {member.name}
            </Link>
          ) : (
            member.name
          )}
        </h3>
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{member.title}</p>
      </div>
      <p className="text-sm leading-relaxed text-muted">{member.bio}</p>
    </article>
  );
}

/** Meet Our Team: one card per staff member, each leading to their author page. */
export function MeetOurTeam({ members }: { members: readonly Member[] }) {
  return (
    <section aria-labelledby="meet-our-team" className="mt-14">
      <SectionHeading id="meet-our-team">Meet Our Team</SectionHeading>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {members.map((member) => (
          <li key={member.name}>
            <TeamCard member={member} />
          </li>
        ))}
      </ul>
    </section>
  );
}
