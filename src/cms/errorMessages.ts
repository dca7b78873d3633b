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
 */
import type { AfterErrorHook } from 'payload';

export const UNKNOWN_ERROR = 'An unknown error occurred.';

type ErrorLike = { message?: unknown; status?: unknown; isPublic?: unknown };
type ErrorBody = { errors?: { message?: unknown }[] } | undefined;

/** The message to answer with, when Payload's answer lost a public 4xx error's message; else null. */
export function restoredMessage(error: ErrorLike, body: ErrorBody): string | null {
  const status = typeof error.status === 'number' ? error.status : 0;
  if (status < 400 || status > 499 || error.isPublic === false) return null;
  if (typeof error.message !== 'string' || error.message === '') return null;
  const answered = body?.errors?.[0]?.message;
  return answered === undefined || answered === UNKNOWN_ERROR ? error.message : null;
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

/**
 * The message for an error that is PostgreSQL refusing a value of the request (SQLSTATE class 22,
 * found on the error or the errors that caused it: the database driver and the ORM each wrap it), or null.
 */
export function databaseInputMessage(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return DATA_EXCEPTIONS[code] ?? DATA_EXCEPTION;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export const keepClientErrorMessages: AfterErrorHook = ({ error, result }) => {
  const refused = databaseInputMessage(error);
  if (refused !== null) return { response: { ...(result as object), errors: [{ message: refused }] }, status: 400 };
  const failure = error as ErrorLike;
  const message = restoredMessage(failure, result as ErrorBody);
  if (message === null) return;
  return { response: { ...(result as object), errors: [{ message }] }, status: Number(failure.status) };
};
