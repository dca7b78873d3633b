/**
 * Type checks in front of Payload's validation. Payload's validators assume the value has the field's
 * type: a number or an object passes as a text field's value (stored as "42" or "[object Object]"), and
 * a number in a select reaches PostgreSQL's enum and fails there with a 500. Drafts skip validation
 * altogether. A collection hook (it runs for drafts too) refuses a value of the wrong JSON type with a
 * 400 whose message names each field and what it expects (a ValidationError's message would name the
 * fields only); the fields' own validation runs afterwards as before.
 */
import { APIError, type CollectionBeforeValidateHook, type CollectionConfig, type Field } from 'payload';

type Checked = 'text' | 'textarea' | 'email' | 'code' | 'select' | 'radio' | 'number' | 'checkbox' | 'date';

const expected: Record<Checked, string> = {
  text: 'text',
  textarea: 'text',
  email: 'an email address as text',
  code: 'text',
  select: 'one of the listed values',
  radio: 'one of the listed values',
  number: 'a number',
  checkbox: 'true or false',
  date: 'a date (ISO 8601 text)',
};

function isChecked(type: string): type is Checked {
  return Object.hasOwn(expected, type);
}

function hasType(kind: Checked, value: unknown): boolean {
  switch (kind) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'checkbox':
      return typeof value === 'boolean';
    case 'date':
      return (typeof value === 'string' && !Number.isNaN(Date.parse(value))) || value instanceof Date;
    default:
      return typeof value === 'string';
  }
}

/** A message when `value` is not of the field's type (null, undefined and a cleared value are left to `required`). */
export function typeError(kind: Checked, value: unknown, hasMany = false): string | null {
  if (value === null || value === undefined) return null;
  // An empty text is how a cleared date or number may arrive; Payload's validators treat it as empty.
  if (value === '' && (kind === 'date' || kind === 'number')) return null;
  if (hasMany) {
    return Array.isArray(value) && value.every((v) => hasType(kind, v)) ? null : `Must be a list of ${expected[kind]}.`;
  }
  return hasType(kind, value) ? null : `Must be ${expected[kind]}.`;
}

export type FieldTypeError = { path: string; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The type errors of `data` (a create's or an update's fields, possibly partial) against `fields`,
 * through rows, collapsibles and tabs (their fields sit beside the others), named groups and arrays.
 */
export function fieldTypeErrors(fields: readonly Field[], data: unknown, prefix = ''): FieldTypeError[] {
  if (!isRecord(data)) return [];
  return fields.flatMap((field): FieldTypeError[] => {
    if (field.type === 'row' || field.type === 'collapsible') return fieldTypeErrors(field.fields, data, prefix);
    if (field.type === 'tabs') {
      return field.tabs.flatMap((tab) =>
        'name' in tab && tab.name ? fieldTypeErrors(tab.fields, data[tab.name], `${prefix}${tab.name}.`) : fieldTypeErrors(tab.fields, data, prefix),
      );
    }
    if (!('name' in field) || !Object.hasOwn(data, field.name)) return [];
    const value = data[field.name];
    const path = `${prefix}${field.name}`;
    if (field.type === 'group') {
      if (value !== null && value !== undefined && !isRecord(value)) return [{ path, message: 'Must be an object.' }];
      return fieldTypeErrors(field.fields, value, `${path}.`);
    }
    if (field.type === 'array') {
      if (value === null || value === undefined) return [];
      if (!Array.isArray(value)) return [{ path, message: 'Must be a list.' }];
      return value.flatMap((row, i) =>
        isRecord(row) ? fieldTypeErrors(field.fields, row, `${path}.${i}.`) : [{ path: `${path}.${i}`, message: 'Must be an object.' }],
      );
    }
    // Rich text is Lexical's document: an object with a `root` node. A string or a number was stored as
    // it came and every page then skipped the story's text.
    if (field.type === 'richText') {
      return value === null || value === undefined || (isRecord(value) && isRecord(value.root)) ? [] : [{ path, message: 'Must be rich text (an object with a root node).' }];
    }
    if (!isChecked(field.type)) return [];
    const message = typeError(field.type, value, 'hasMany' in field && field.hasMany === true);
    return message ? [{ path, message }] : [];
  });
}

/** One message for the API's answer: `Invalid value: title must be text; category must be ...`. */
export function typeErrorMessage(errors: FieldTypeError[]): string {
  return `Invalid value: ${errors.map((e) => `${e.path} ${e.message.charAt(0).toLowerCase()}${e.message.slice(1, -1)}`).join('; ')}.`;
}

/** The collection, with the type check as its first beforeValidate hook. */
export function withStrictTypes(collection: CollectionConfig): CollectionConfig {
  const check: CollectionBeforeValidateHook = ({ data }) => {
    const errors = fieldTypeErrors(collection.fields, data);
    if (errors.length > 0) throw new APIError(typeErrorMessage(errors), 400, { errors }, true);
    return data;
  };
  return { ...collection, hooks: { ...collection.hooks, beforeValidate: [check, ...(collection.hooks?.beforeValidate ?? [])] } };
}
