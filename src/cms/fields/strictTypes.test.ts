import type { Field } from 'payload';
import { describe, expect, it } from 'vitest';
import { fieldTypeErrors, typeError, typeErrorMessage } from './strictTypes';

const fields: Field[] = [
  { name: 'title', type: 'text', required: true },
  { name: 'summary', type: 'textarea' },
  { name: 'category', type: 'select', options: ['Politics', 'Sports'] },
  { name: 'tags', type: 'select', hasMany: true, options: ['a', 'b'] },
  { name: 'order', type: 'number' },
  { name: 'featured', type: 'checkbox' },
  { name: 'publishedAt', type: 'date' },
  { name: 'heroImage', type: 'upload', relationTo: 'media' },
  { type: 'row', fields: [{ name: 'location', type: 'text' }] },
  { name: 'links', type: 'array', fields: [{ name: 'label', type: 'text' }] },
];

describe('typeError', () => {
  it('accepts values of the field type, and leaves null and undefined to `required`', () => {
    expect(typeError('text', 'Hello')).toBeNull();
    expect(typeError('number', 3)).toBeNull();
    expect(typeError('checkbox', false)).toBeNull();
    expect(typeError('date', '2026-11-23T12:00:00.000Z')).toBeNull();
    expect(typeError('select', ['a'], true)).toBeNull();
    expect(typeError('text', null)).toBeNull();
    expect(typeError('text', undefined)).toBeNull();
    expect(typeError('date', '')).toBeNull();
    expect(typeError('number', '')).toBeNull();
  });

  it('refuses values of another JSON type with a message saying what is expected', () => {
    expect(typeError('text', 42)).toBe('Must be text.');
    expect(typeError('text', { toString: 'x' })).toBe('Must be text.');
    expect(typeError('select', 5)).toBe('Must be one of the listed values.');
    expect(typeError('number', '3')).toBe('Must be a number.');
    expect(typeError('number', Number.NaN)).toBe('Must be a number.');
    expect(typeError('date', 'tomorrow-ish')).toBe('Must be a date (ISO 8601 text).');
    expect(typeError('select', 'a', true)).toBe('Must be a list of one of the listed values.');
  });
});

describe('fieldTypeErrors', () => {
  it('passes a well-typed document, and a partial update', () => {
    expect(fieldTypeErrors(fields, { title: 'Budget', category: 'Politics', tags: ['a'], order: 1, featured: true, heroImage: 4 })).toEqual([]);
    expect(fieldTypeErrors(fields, { summary: 'Only this' })).toEqual([]);
  });

  it('names every field of the wrong type, inside rows and arrays too', () => {
    expect(
      fieldTypeErrors(fields, { title: 42, category: { $ne: 1 }, location: ['x'], links: [{ label: 1 }, 'x'], featured: 'yes' }),
    ).toEqual([
      { path: 'title', message: 'Must be text.' },
      { path: 'category', message: 'Must be one of the listed values.' },
      { path: 'featured', message: 'Must be true or false.' },
      { path: 'location', message: 'Must be text.' },
      { path: 'links.0.label', message: 'Must be text.' },
      { path: 'links.1', message: 'Must be an object.' },
    ]);
    expect(fieldTypeErrors(fields, { links: 'x' })).toEqual([{ path: 'links', message: 'Must be a list.' }]);
  });

  it('takes rich text only as a Lexical document (an object with a root node)', () => {
    const rich: Field[] = [{ name: 'body', type: 'richText' }];
    expect(fieldTypeErrors(rich, { body: { root: { type: 'root', children: [] } } })).toEqual([]);
    expect(fieldTypeErrors(rich, { body: null })).toEqual([]);
    for (const body of ['notrichtext', 42, [], { root: 'x' }, {}]) {
      expect(fieldTypeErrors(rich, { body }), JSON.stringify(body)).toEqual([{ path: 'body', message: 'Must be rich text (an object with a root node).' }]);
    }
  });

  it('leaves fields it does not check, and unknown keys, to Payload', () => {
    expect(fieldTypeErrors(fields, { heroImage: { any: 'thing' }, notAField: 1 })).toEqual([]);
    expect(fieldTypeErrors(fields, null)).toEqual([]);
  });
});

describe('typeErrorMessage', () => {
  it('names each field and what it expects', () => {
    expect(
      typeErrorMessage([
        { path: 'title', message: 'Must be text.' },
        { path: 'category', message: 'Must be one of the listed values.' },
      ]),
    ).toBe('Invalid value: title must be text; category must be one of the listed values.');
  });
});
