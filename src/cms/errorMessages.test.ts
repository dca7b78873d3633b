import { describe, expect, it } from 'vitest';
import { databaseInputMessage, restoredMessage, UNKNOWN_ERROR } from './errorMessages';

const lost = { errors: [{ message: UNKNOWN_ERROR }] };

describe('restoredMessage', () => {
  it("puts a public client error's message back when Payload's answer lost it", () => {
    expect(restoredMessage({ message: 'Invalid value: title must be text.', status: 400, isPublic: true }, lost)).toBe(
      'Invalid value: title must be text.',
    );
    expect(restoredMessage({ message: 'The following field is invalid: Alt', status: 400 }, { errors: [] })).toBe('The following field is invalid: Alt');
  });

  it("keeps Payload's answer when it already has a message", () => {
    expect(restoredMessage({ message: 'x', status: 400 }, { errors: [{ message: 'The following field is invalid: Title' }] })).toBeNull();
  });

  it('never reveals a server error or an error marked private', () => {
    expect(restoredMessage({ message: 'connection to 10.0.0.5 refused', status: 500 }, lost)).toBeNull();
    expect(restoredMessage({ message: 'relation missing' }, lost)).toBeNull();
    expect(restoredMessage({ message: 'secret', status: 403, isPublic: false }, lost)).toBeNull();
    expect(restoredMessage({ message: '', status: 400 }, lost)).toBeNull();
  });
});

describe('databaseInputMessage', () => {
  const wrapped = (code: string) => Object.assign(new Error('Failed query: select ...'), { cause: Object.assign(new Error('invalid input'), { code }) });

  it("answers PostgreSQL's refusal of a value in the request, found under the ORM's wrapper", () => {
    expect(databaseInputMessage(wrapped('22P02'))).toMatch(/not of the right type/);
    expect(databaseInputMessage(wrapped('2201X'))).toMatch(/page must be/);
    expect(databaseInputMessage(wrapped('22021'))).toMatch(/NUL/);
    expect(databaseInputMessage({ code: '22003' })).toMatch(/out of range/);
    expect(databaseInputMessage(wrapped('22007'))).toBe('A value in the request cannot be used.');
  });

  it('leaves every other failure to Payload: a lost connection, a constraint, no code at all', () => {
    expect(databaseInputMessage(wrapped('08006'))).toBeNull();
    expect(databaseInputMessage(wrapped('23505'))).toBeNull();
    expect(databaseInputMessage(new Error('boom'))).toBeNull();
    expect(databaseInputMessage({ code: 'ECONNREFUSED' })).toBeNull();
    expect(databaseInputMessage(null)).toBeNull();
  });
});
