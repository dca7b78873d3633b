import type { Payload } from 'payload';
import { describe, expect, it } from 'vitest';
import { isContentEmpty, runSeeders, seedDecision } from './run';
import type { Seeder } from './types';

function fakePayload(counts: Record<string, number>): Payload {
  // Only `count` is used by isContentEmpty; the cast keeps the fake small.
  return { count: async ({ collection }: { collection: string }) => ({ totalDocs: counts[collection] ?? 0 }) } as unknown as Payload;
}

describe('isContentEmpty', () => {
  it('is true only when no content collection has a document', async () => {
    expect(await isContentEmpty(fakePayload({}))).toBe(true);
    expect(await isContentEmpty(fakePayload({ users: 3, media: 2 }))).toBe(true);
    expect(await isContentEmpty(fakePayload({ staff: 1 }))).toBe(false);
    expect(await isContentEmpty(fakePayload({ stories: 1 }))).toBe(false);
  });
});

describe('runSeeders', () => {
  it('runs the seeders in order and reports each', async () => {
    const order: string[] = [];
    const seeder = (name: string, created: number): Seeder => ({
      name,
      run: async () => {
        order.push(name);
        return { created, existing: 1 };
      },
    });
    const lines: string[] = [];
    const reports = await runSeeders(fakePayload({}), [seeder('staff', 2), seeder('stories', 0)], (l) => lines.push(l));
    expect(order).toEqual(['staff', 'stories']);
    expect(reports.get('staff')).toEqual({ created: 2, existing: 1 });
    expect(lines).toEqual(['staff: 2 created, 1 already there', 'stories: 0 created, 1 already there']);
  });
});

describe('seedDecision', () => {
  it('seeds an empty database, and leaves one with content alone', () => {
    expect(seedDecision(true, null)).toBe('seed');
    expect(seedDecision(false, null)).toBe('skip');
    expect(seedDecision(false, { finished: true, at: '2026-11-27T22:00:00.000Z' })).toBe('skip');
  });

  it('resumes a seed that was interrupted, although the database has content by then', () => {
    expect(seedDecision(false, { finished: false, at: '2026-11-27T22:00:00.000Z' })).toBe('resume');
    expect(seedDecision(true, { finished: false, at: '2026-11-27T22:00:00.000Z' })).toBe('resume');
  });
});
