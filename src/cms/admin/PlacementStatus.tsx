/**
 * Under each story picker of the front pages (src/cms/globals/FrontPage.ts): the placed stories readers
 * do not see, drafts and deleted ones, named, since the picker itself shows every story by its title
 * alone. A server component in the field's `afterInput` slot: Payload renders it again with the form's
 * current values whenever the form changes, so a story just picked is marked at once.
 */
import type { Payload, PayloadRequest } from 'payload';
import { offSiteLabel, offSitePlacements, placedIds } from './placementStatus';

type Props = { field?: { name?: string }; siblingData?: Record<string, unknown>; payload?: Payload; req?: PayloadRequest };

export async function PlacementStatus({ field, siblingData, payload, req }: Props) {
  const ids = field?.name ? placedIds(siblingData?.[field.name]) : [];
  if (!payload || ids.length === 0) return null;
  // The stories as readers have them (no draft=true): `_status` is 'published' only while a version is on the site.
  const { docs } = await payload.find({
    collection: 'stories',
    where: { id: { in: ids } },
    select: { title: true, _status: true },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: false,
    req,
  });
  const offSite = offSitePlacements(ids, docs);
  if (offSite.length === 0) return null;
  return (
    <div className="field-description" data-placement-status="" style={{ marginTop: 'calc(var(--base) / 2)' }}>
      <p style={{ margin: 0 }}>
        <strong>{offSite.length === 1 ? 'Not on the site:' : `Not on the site (${offSite.length}):`}</strong>
      </p>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {offSite.map((p) => (
          <li key={p.id}>{offSiteLabel(p)}</li>
        ))}
      </ul>
    </div>
  );
}
