import { describe, expect, it, vi } from 'vitest';
import type { FieldHookArgs } from 'payload';
import { MAX_FORMER_SLUGS, keepFormerSlugs, nextFormerSlugs } from './formerSlugs';

describe('nextFormerSlugs', () => {
  it('keeps the address a published story had when it gets another', () => {
    expect(nextFormerSlugs({ former: [], previousSlug: 'council-vots', wasPublished: true, slug: 'council-votes' })).toEqual(['council-vots']);
    expect(nextFormerSlugs({ former: ['a'], previousSlug: 'b', wasPublished: true, slug: 'c' })).toEqual(['a', 'b']);
  });

  it('keeps nothing new when the slug is unchanged, or was never published', () => {
    expect(nextFormerSlugs({ former: ['a'], previousSlug: 'b', wasPublished: true, slug: 'b' })).toEqual(['a']);
    expect(nextFormerSlugs({ former: undefined, previousSlug: 'draft-title', wasPublished: false, slug: 'final-title' })).toEqual([]);
    expect(nextFormerSlugs({ former: null, previousSlug: null, wasPublished: true, slug: 'x' })).toEqual([]);
  });

  it('lets a story take an earlier address back, and lists each address once', () => {
    expect(nextFormerSlugs({ former: ['a', 'b'], previousSlug: 'c', wasPublished: true, slug: 'a' })).toEqual(['b', 'c']);
    expect(nextFormerSlugs({ former: ['a', 'b'], previousSlug: 'a', wasPublished: true, slug: 'c' })).toEqual(['a', 'b']);
  });

  it(`keeps the ${MAX_FORMER_SLUGS} latest`, () => {
    const many = Array.from({ length: MAX_FORMER_SLUGS }, (_, i) => `s${i}`);
    const next = nextFormerSlugs({ former: many, previousSlug: 'last', wasPublished: true, slug: 'now' });
    expect(next).toHaveLength(MAX_FORMER_SLUGS);
    expect(next[0]).toBe('s1');
    expect(next.at(-1)).toBe('last');
  });

  it('ignores what is not a slug in the stored list', () => {
    expect(nextFormerSlugs({ former: ['a', '', 3, null], previousSlug: 'b', wasPublished: true, slug: 'c' })).toEqual(['a', 'b']);
  });
});

describe('keepFormerSlugs', () => {
  /** The hook as Payload calls it, with the document's main row (what readers were last given) in its database. */
  function run(
    idAddress: 'id' | 'none',
    args: { operation: 'create' | 'update'; originalDoc?: Record<string, unknown>; slug: string },
    main: Record<string, unknown> | null,
    publishedVersions: Record<string, unknown>[] = [],
  ) {
    const findOne = vi.fn(async () => main);
    // The revision history's published versions, filtered by slug as the query asks.
    const findVersions = vi.fn(async ({ where }: { where: { and: Record<string, { equals: unknown }>[] } }) => {
      const slug = where.and.find((clause) => 'version.slug' in clause)?.['version.slug']?.equals;
      return { docs: publishedVersions.filter((v) => slug === undefined || v.slug === slug) };
    });
    const hookArgs = {
      collection: { slug: 'groups' },
      operation: args.operation,
      originalDoc: args.originalDoc,
      req: { payload: { db: { findOne, findVersions } } },
      siblingData: { slug: args.slug },
    } as unknown as FieldHookArgs;
    return { result: keepFormerSlugs(idAddress)(hookArgs), findOne, findVersions };
  }

  it('reads the published address from the main row, not from a draft saved since', async () => {
    const draft = { id: 3, slug: 'cedars-club', _status: 'draft', formerSlugs: [] };
    const main = { id: 3, slug: 'cedars-sketch-club', _status: 'published', formerSlugs: ['cedars-sketchers'] };
    const { result, findOne } = run('none', { operation: 'update', originalDoc: draft, slug: 'cedars-drawing-club' }, main);
    expect(await result).toEqual(['cedars-sketchers', 'cedars-sketch-club']);
    expect(findOne).toHaveBeenCalledWith(expect.objectContaining({ collection: 'groups', where: { id: { equals: 3 } } }));
  });

  it('keeps nothing when the address was never published', async () => {
    const main = { id: 3, slug: 'cedars-sketch-club', _status: 'draft' };
    expect(await run('none', { operation: 'update', originalDoc: main, slug: 'cedars-drawing-club' }, main).result).toEqual([]);
    // Published once, under another slug: this one was never given out.
    const other = [{ slug: 'cedars-sketchers', _status: 'published' }];
    expect(await run('none', { operation: 'update', originalDoc: main, slug: 'cedars-drawing-club' }, main, other).result).toEqual([]);
  });

  it('keeps the address a document taken off the site was last public under (taken down, renamed, put back up)', async () => {
    const main = { id: 3, slug: 'cedars-sketch-club', _status: 'draft', formerSlugs: ['cedars-sketchers'] };
    const history = [{ slug: 'cedars-sketch-club', _status: 'published' }];
    const { result, findVersions } = run('none', { operation: 'update', originalDoc: main, slug: 'cedars-drawing-club' }, main, history);
    expect(await result).toEqual(['cedars-sketchers', 'cedars-sketch-club']);
    expect(findVersions).toHaveBeenCalledWith(expect.objectContaining({ collection: 'groups', limit: 1 }));
  });

  it("keeps the id address of a published document that had no slug, where that was its address", async () => {
    const main = { id: 12, slug: null, _status: 'published' };
    expect(await run('id', { operation: 'update', originalDoc: main, slug: 'oak-cliff-gardeners' }, main).result).toEqual(['12']);
    expect(await run('none', { operation: 'update', originalDoc: main, slug: 'oak-cliff-gardeners' }, main).result).toEqual([]);
  });

  it('gives a new document, a duplicate included, no earlier address', async () => {
    const source = { id: 3, slug: 'cedars-sketch-club', _status: 'published', formerSlugs: ['cedars-sketchers'] };
    const { result, findOne } = run('none', { operation: 'create', originalDoc: source, slug: 'cedars-sketch-club-copy' }, source);
    expect(await result).toEqual([]);
    expect(findOne).not.toHaveBeenCalled();
  });
});
