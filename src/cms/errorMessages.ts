/**
 * Payload's REST answers to bad input keep their message. In the production build Payload's error
 * formatter does not recognize some of its own errors (an APIError thrown by a hook, a ValidationError)
 * and answers `An unknown error occurred.`, which tells an API client nothing. This afterError hook puts
 * the error's own message back for client errors (4xx) that Payload itself marks public; server errors
 * (5xx) keep Payload's generic answer.
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

export const keepClientErrorMessages: AfterErrorHook = ({ error, result }) => {
  const failure = error as ErrorLike;
  const message = restoredMessage(failure, result as ErrorBody);
  if (message === null) return;
  return { response: { ...(result as object), errors: [{ message }] }, status: Number(failure.status) };
};
