/**
 * Payload's REST answers to bad input keep their message. In the production build Payload's error
 * formatter does not recognize some of its own errors (an APIError thrown by a hook, a ValidationError)
 * and answers `An unknown error occurred.`, which tells an API client nothing. This afterError hook puts
 * the error's own message back for client errors (4xx) that Payload itself marks public; server errors
 * (5xx) keep Payload's generic answer.
 *
 * And a value PostgreSQL cannot use (an id that is not a number, `?page=-1`, a NUL in a query) is the
 * client's mistake, not the server's: Payload passes such a query on and answers PostgreSQL's refusal
 * with a 500. It gets a 400 that says what was wrong.
 *
 * And a refused save's field errors (a ValidationError's `data.errors`: each field's path and message)
 * go back into the answer when Payload's formatter dropped them: the admin marks each field with its
 * message from them; without them an editor saw only "The following field is invalid: Published At".
 */
import type { AfterErrorHook } from 'payload';

export const UNKNOWN_ERROR = 'An unknown error occurred.';

type ErrorLike = { message?: unknown; status?: unknown; isPublic?: unknown; data?: unknown };
type ErrorBody = { errors?: { message?: unknown; data?: unknown }[] } | undefined;
export type FieldError = { path: string; message: string };

/** The message to answer with, when Payload's answer lost a public 4xx error's message; else null. */
export function restoredMessage(error: ErrorLike, body: ErrorBody): string | null {
  const status = typeof error.status === 'number' ? error.status : 0;
  if (status < 400 || status > 499 || error.isPublic === false) return null;
  if (typeof error.message !== 'string' || error.message === '') return null;
  const answered = body?.errors?.[0]?.message;
  return answered === undefined || answered === UNKNOWN_ERROR ? error.message : null;
}

/**
 * A refused save's field errors (path and message of each; nothing else of the error), when the error
 * carries them and Payload's answer does not; else null. Read by shape: in the production build the
 * error's class is not Payload's own class object, and its name is minified.
 */
export function lostFieldErrors(error: ErrorLike, body: ErrorBody): FieldError[] | null {
  if (error.status !== 400 || error.isPublic === false) return null;
  if (body?.errors?.[0]?.data !== undefined) return null;
  const listed = (error.data as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(listed) || listed.length === 0) return null;
  const fields: FieldError[] = [];
  for (const item of listed as { path?: unknown; message?: unknown }[]) {
    if (typeof item?.path !== 'string' || typeof item.message !== 'string') return null;
    fields.push({ path: item.path, message: item.message });
  }
  return fields;
}

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22) that bad input in a request causes, by code: what to
 * tell the client. Other codes of the class get the general message.
 */
const UNUSABLE_CHARACTER = 'The request contains a character that cannot be stored or searched for (such as a NUL).';
const DATA_EXCEPTIONS: Record<string, string> = {
  '22P02': 'A value in the request is not of the right type (an id must be a whole number).',
  '22003': 'A number in the request is out of range.',
  '2201W': 'The limit must be a whole number of 0 or more.',
  '2201X': 'The page must be a whole number of 1 or more.',
  '22021': UNUSABLE_CHARACTER,
  '22P05': UNUSABLE_CHARACTER,
};
const DATA_EXCEPTION = 'A value in the request cannot be used.';

/** A `where` filter with an operator its field does not have (`like` on rich text, `contains` on an id). */
export const WHERE_OPERATOR = 'A filter in the where parameter uses an operator its field does not have (such as near, within, all, or like on a number or rich text).';
/** A `where` given as text that is not a JSON object. */
export const WHERE_NOT_READABLE = 'The where parameter cannot be read: give it as where[field][operator]=value.';
/** PostgreSQL refusing an operator for a column's type (SQLSTATE 42883, 42804), which only a request's filter makes. */
const OPERATOR_EXCEPTIONS: Record<string, string> = { '42883': WHERE_OPERATOR, '42804': WHERE_OPERATOR };

/**
 * The message for an error that is PostgreSQL refusing a value of the request (SQLSTATE class 22,
 * found on the error or the errors that caused it: the database driver and the ORM each wrap it), or null.
 */
export function databaseInputMessage(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return DATA_EXCEPTIONS[code] ?? DATA_EXCEPTION;
    if (typeof code === 'string' && OPERATOR_EXCEPTIONS[code]) return OPERATOR_EXCEPTIONS[code];
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Payload's words for a value another document has, and what an editor is told about a slug instead. */
export const NOT_UNIQUE = 'Value must be unique';
export const SLUG_TAKEN = 'Another document already uses this address: change the slug (the last part of its address).';

/** Field errors in the newsroom's words where Payload's say too little; the others as they are. */
export function explainFieldErrors<T extends { path?: unknown; message?: unknown }>(fields: T[]): T[] {
  return fields.map((field) => (field.path === 'slug' && field.message === NOT_UNIQUE ? { ...field, message: SLUG_TAKEN } : field));
}

/** The answer's errors with their field errors explained (explainFieldErrors), or null when nothing changed. */
function explainedErrors(body: ErrorBody): NonNullable<NonNullable<ErrorBody>['errors']> | null {
  const [first, ...rest] = body?.errors ?? [];
  const listed = (first?.data as { errors?: unknown } | undefined)?.errors;
  if (!first || !Array.isArray(listed)) return null;
  const explained = explainFieldErrors(listed as { path?: unknown; message?: unknown }[]);
  if (explained.every((field, i) => field === listed[i])) return null;
  return [{ ...first, data: { ...(first.data as object), errors: explained } }, ...rest];
}

/**
 * The message for an error Payload's query builder throws on a request's `where` it cannot use, or null:
 * a `where` that is text but not JSON (a SyntaxError from parsing it), or an operator the field's type has
 * no implementation of (a TypeError: `a.operators[op] is not a function`). Only for a request with a
 * `where`, where nothing else builds a query from the request.
 */
export function badWhereMessage(error: unknown, search: string): string | null {
  if (!/(?:^|[?&])where(?:=|%5B|\[)/i.test(search)) return null;
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'SyntaxError') return WHERE_NOT_READABLE;
  if (name === 'TypeError') return WHERE_OPERATOR;
  return null;
}

function searchOf(url: unknown): string {
  if (typeof url !== 'string') return '';
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at);
}

export const keepClientErrorMessages: AfterErrorHook = ({ error, result, req }) => {
  const refused = databaseInputMessage(error) ?? badWhereMessage(error, searchOf(req?.url));
  if (refused !== null) return { response: { ...(result as object), errors: [{ message: refused }] }, status: 400 };
  const failure = error as ErrorLike;
  const body = result as ErrorBody;
  const message = restoredMessage(failure, body);
  const fields = lostFieldErrors(failure, body);
  if (fields !== null) {
    const answered = body?.errors?.[0]?.message;
    const text = message ?? (typeof answered === 'string' ? answered : String(failure.message));
    return {
      response: { ...(result as object), errors: [{ name: 'ValidationError', message: text, data: { errors: explainFieldErrors(fields) } }] },
      status: 400,
    };
  }
  const explained = explainedErrors(body);
  if (explained !== null && message === null) return { response: { ...(result as object), errors: explained as { message: string }[] }, status: Number(failure.status) || 400 };
  if (message === null) return;
  return { response: { ...(result as object), errors: [{ message }] }, status: Number(failure.status) };
};
