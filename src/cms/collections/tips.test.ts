// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Field } from 'payload';
import { Tips } from './Tips';

const named = (f: Field): f is Field & { name: string } => 'name' in f;

describe('Tips', () => {
  it("keeps what the reader sent as sent: only status, assignee and note can be changed", () => {
    const changeable = Tips.fields.filter(named).filter((f) => {
      const update = 'access' in f ? f.access?.update : undefined;
      return update === undefined || update({} as never) !== false;
    });
    expect(changeable.map((f) => f.name).sort()).toEqual(['assignee', 'note', 'status']);
  });

  it('is made by the site only, never through the API', () => {
    const create = Tips.access?.create;
    expect(create?.({ req: { user: { id: 1, role: 'admin' } } } as never)).toBe(false);
  });
});
