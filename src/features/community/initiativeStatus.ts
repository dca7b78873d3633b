import type { Initiative } from '@/content/schemas';
import { dallasNow } from '@/features/seo/dallasTime';

/**
 * Whether an initiative is running, yet to start or over, at a moment (the render time: community
 * pages are regenerated at most every 5 minutes). Dates are Dallas calendar days.
 */
export type InitiativeStatus = 'upcoming' | 'current' | 'ended';

export function initiativeStatus(initiative: Initiative, now: Date): InitiativeStatus {
  const today = dallasNow(now).date;
  if (initiative.endDate !== null && initiative.endDate < today) return 'ended';
  return initiative.startDate > today ? 'upcoming' : 'current';
}

/** A short label for a status, as the cards show it. */
export const INITIATIVE_STATUS_LABELS: Record<InitiativeStatus, string> = {
  current: 'Current',
  upcoming: 'Starting soon',
  ended: 'Ended',
};

export type InitiativeWithStatus = { initiative: Initiative; status: InitiativeStatus };

const rank: Record<InitiativeStatus, number> = { current: 0, upcoming: 1, ended: 2 };

/**
 * Every initiative with its status, current ones first (in data order), then those starting soon
 * (soonest first), then ended ones (most recently ended first).
 */
export function initiativesByStatus(initiatives: readonly Initiative[], now: Date): InitiativeWithStatus[] {
  return initiatives
    .map((initiative, index) => ({ initiative, status: initiativeStatus(initiative, now), index }))
    .sort((a, b) => {
      if (a.status !== b.status) return rank[a.status] - rank[b.status];
      if (a.status === 'upcoming') return a.initiative.startDate.localeCompare(b.initiative.startDate);
      if (a.status === 'ended') return (b.initiative.endDate ?? '').localeCompare(a.initiative.endDate ?? '');
      return a.index - b.index;
    })
    .map(({ initiative, status }) => ({ initiative, status }));
}
