import { describe, expect, it } from 'vitest';
import type { AfterErrorHook } from 'payload';
import {
  badWhereMessage,
  databaseInputMessage,
  keepClientErrorMessages,
  lostFieldErrors,
  restoredMessage,
  SLUG_TAKEN,
  UNKNOWN_ERROR,
  WHERE_NOT_READABLE,
  WHERE_OPERATOR,
} from './errorMessages';

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

describe('lostFieldErrors', () => {
  const refused = {
    message: 'The following field is invalid: Published At',
    status: 400,
    data: { collection: 'stories', id: 7, errors: [{ path: 'publishedAt', label: 'Published At', message: 'A future date needs Schedule.' }] },
  };

  it("gives back each field's path and message when Payload's answer has none", () => {
    expect(lostFieldErrors(refused, { errors: [{ message: refused.message }] })).toEqual([
      { path: 'publishedAt', message: 'A future date needs Schedule.' },
    ]);
  });

  it("leaves an answer that has them, a server error, a private error and an error of another shape", () => {
    expect(lostFieldErrors(refused, { errors: [{ message: refused.message, data: refused.data }] })).toBeNull();
    expect(lostFieldErrors({ ...refused, status: 500 }, lost)).toBeNull();
    expect(lostFieldErrors({ ...refused, isPublic: false }, lost)).toBeNull();
    expect(lostFieldErrors({ ...refused, data: null }, lost)).toBeNull();
    expect(lostFieldErrors({ ...refused, data: { errors: [] } }, lost)).toBeNull();
    expect(lostFieldErrors({ ...refused, data: { errors: [{ path: 3, message: 'x' }] } }, lost)).toBeNull();
  });

  it('answers in the shape the admin reads to mark each field', async () => {
    const hook = keepClientErrorMessages as (args: Partial<Parameters<AfterErrorHook>[0]>) => ReturnType<AfterErrorHook>;
    expect(await hook({ error: Object.assign(new Error(refused.message), refused), result: { errors: [{ message: refused.message }] } })).toEqual({
      response: {
        errors: [{ name: 'ValidationError', message: refused.message, data: { errors: [{ path: 'publishedAt', message: 'A future date needs Schedule.' }] } }],
      },
      status: 400,
    });
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

describe('a slug another document has', () => {
  const hook = keepClientErrorMessages as (args: Partial<Parameters<AfterErrorHook>[0]>) => ReturnType<AfterErrorHook>;
  const taken = { message: 'The following field is invalid: slug', status: 400, isPublic: true, data: { errors: [{ path: 'slug', message: 'Value must be unique' }] } };

  it('is explained on the field, whether Payload kept the field errors or lost them', async () => {
    const kept = { errors: [{ name: 'ValidationError', message: taken.message, data: { errors: [{ path: 'slug', message: 'Value must be unique' }] } }] };
    const error = Object.assign(new Error(taken.message), taken);
    for (const result of [kept, { errors: [{ message: taken.message }] }]) {
      const answer = (await hook({ error, result })) as { response: { errors: { data: { errors: { path: string; message: string }[] } }[] }; status: number };
      expect(answer.status).toBe(400);
      expect(answer.response.errors[0]!.data.errors).toEqual([{ path: 'slug', message: SLUG_TAKEN }]);
    }
  });

  it('leaves other fields\' uniqueness in Payload\'s words', async () => {
    const other = { ...taken, data: { errors: [{ path: 'email', message: 'Value must be unique' }] } };
    const kept = { errors: [{ name: 'ValidationError', message: other.message, data: other.data }] };
    expect(await hook({ error: Object.assign(new Error(other.message), other), result: kept })).toBeUndefined();
  });
});

describe('a where filter Payload cannot use', () => {
  it('is the client\'s mistake when the request has a where', () => {
    expect(badWhereMessage(new SyntaxError('Unexpected token'), '?where=%5Bx')).toBe(WHERE_NOT_READABLE);
    expect(badWhereMessage(new TypeError('a.operators[P] is not a function'), '?where[title][near]=1,2')).toBe(WHERE_OPERATOR);
    expect(badWhereMessage(new TypeError('x'), '?depth=0&where%5Btitle%5D%5Ball%5D=a')).toBe(WHERE_OPERATOR);
  });

  it('is not, without a where, or for any other error', () => {
    expect(badWhereMessage(new TypeError('x'), '?depth=0')).toBeNull();
    expect(badWhereMessage(new TypeError('x'), '?somewhere=1')).toBeNull();
    expect(badWhereMessage(new Error('connection refused'), '?where[title][equals]=a')).toBeNull();
  });

  it('includes PostgreSQL refusing an operator for a column\'s type', () => {
    const failed = Object.assign(new Error('Failed query: select ... ilike $1'), { cause: { code: '42883' } });
    expect(databaseInputMessage(failed)).toBe(WHERE_OPERATOR);
  });

  it('is answered with a 400', async () => {
    const hook = keepClientErrorMessages as (args: Partial<Parameters<AfterErrorHook>[0]>) => ReturnType<AfterErrorHook>;
    const req = { url: 'http://localhost/api/stories?where[title][near]=1,2' } as Parameters<AfterErrorHook>[0]['req'];
    expect(await hook({ error: new TypeError('a.operators[P] is not a function'), result: lost, req })).toEqual({
      response: { errors: [{ message: WHERE_OPERATOR }] },
      status: 400,
    });
  });
});
