import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload';
import { describe, expect, it, vi } from 'vitest';
import { publicRowBefore, rememberPublicRow } from './publicBefore';

type Args = Parameters<CollectionBeforeChangeHook>[0];

function request(row: Record<string, unknown> | null) {
  const findOne = vi.fn(async () => row);
  return { req: { payload: { db: { findOne } } } as unknown as PayloadRequest, findOne };
}

const args = (req: PayloadRequest, operation: 'create' | 'update', originalDoc?: Record<string, unknown>) =>
  ({ collection: { slug: 'groups' }, data: { name: 'x' }, operation, originalDoc, req }) as unknown as Args;

describe('rememberPublicRow and publicRowBefore', () => {
  it("keep, for this request's afterChange, the main row as it was before an update", async () => {
    const row = { id: 7, slug: 'cedars-sketch-club', _status: 'published' };
    const { req, findOne } = request(row);
    const draft = { id: 7, slug: 'cedars-drawing-club', _status: 'draft' };
    expect(await rememberPublicRow(args(req, 'update', draft))).toEqual({ name: 'x' });
    expect(findOne).toHaveBeenCalledWith(expect.objectContaining({ collection: 'groups', where: { id: { equals: 7 } }, req }));
    expect(publicRowBefore(req, 'groups', 7)).toBe(row);
    expect(publicRowBefore(req, 'groups', '7')).toBe(row);
    // Another document, another collection, another request: nothing.
    expect(publicRowBefore(req, 'groups', 8)).toBeUndefined();
    expect(publicRowBefore(req, 'events', 7)).toBeUndefined();
    expect(publicRowBefore(request(null).req, 'groups', 7)).toBeUndefined();
  });

  it('reads nothing for a new document', async () => {
    const { req, findOne } = request(null);
    await rememberPublicRow(args(req, 'create'));
    expect(findOne).not.toHaveBeenCalled();
    expect(publicRowBefore(req, 'groups', 7)).toBeUndefined();
  });
});
