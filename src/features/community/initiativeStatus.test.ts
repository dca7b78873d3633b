import { describe, expect, it } from 'vitest';
import { initiatives } from '@/content/initiatives';
import type { Initiative } from '@/content/schemas';
import { initiativesByStatus, initiativeStatus } from './initiativeStatus';

const camps = initiatives.find((x) => x.id === 1) as Initiative; // June 2 - August 8, 2025

describe('initiativeStatus', () => {
  it('is upcoming before its first day, current through its last Dallas day, ended after', () => {
    expect(initiativeStatus(camps, new Date('2025-06-01T12:00:00Z'))).toBe('upcoming');
    expect(initiativeStatus(camps, new Date('2025-06-02T12:00:00Z'))).toBe('current');
    // 00:30 UTC on August 9 is still August 8 in Dallas.
    expect(initiativeStatus(camps, new Date('2025-08-09T00:30:00Z'))).toBe('current');
    expect(initiativeStatus(camps, new Date('2025-08-09T12:00:00Z'))).toBe('ended');
  });

  it('never ends an initiative without an end date', () => {
    const ongoing: Initiative = { ...camps, endDate: null };
    expect(initiativeStatus(ongoing, new Date('2030-01-01T12:00:00Z'))).toBe('current');
  });
});

describe('initiativesByStatus', () => {
  it('puts current initiatives first and the most recently ended next', () => {
    const list = initiativesByStatus(initiatives, new Date('2026-11-23T18:00:00Z'));
    expect(list.map(({ initiative, status }) => [initiative.id, status])).toEqual([
      [2, 'current'],
      [3, 'ended'],
      [1, 'ended'],
    ]);
  });

  it('lists initiatives starting soon after the current ones', () => {
    const list = initiativesByStatus(initiatives, new Date('2025-05-01T17:00:00Z'));
    expect(list.map(({ initiative, status }) => [initiative.id, status])).toEqual([
      [2, 'current'],
      [3, 'current'],
      [1, 'upcoming'],
    ]);
  });
});
