import { Card } from '@/components/ui/Card';
import type { Initiative } from '@/content/schemas';
import { initiativeHref } from './communityResources';
import { INITIATIVE_STATUS_LABELS, type InitiativeStatus } from './initiativeStatus';

/** An initiative's card: its status ('Current', 'Ended'...) above the title, then when and where. */
export function InitiativeCard({ initiative, status, headingLevel }: { initiative: Initiative; status: InitiativeStatus; headingLevel?: 2 | 3 }) {
  return (
    <Card
      href={initiativeHref(initiative.id)}
      title={initiative.title}
      kicker={INITIATIVE_STATUS_LABELS[status]}
      summary={initiative.description}
      image={{ src: initiative.image, alt: initiative.imageAlt, picture: initiative.picture }}
      headingLevel={headingLevel}
      meta={
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1" data-initiative-status={status}>
          <dt className="font-semibold text-ink">When</dt>
          <dd>{initiative.date}</dd>
          <dt className="font-semibold text-ink">Where</dt>
          <dd>{initiative.location}</dd>
        </dl>
      }
    />
  );
}
