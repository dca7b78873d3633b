import 'server-only';
import { BodyError, readForm } from './readForm';
import { rateLimitedMessage, SERVER_ERROR_MESSAGE, TOO_LARGE_MESSAGE } from '@/features/newsletter/messages';
import type { SubmissionResult } from './submissions';

const json = (status: number, body: object, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

/**
 * The JSON endpoints' shape of a submission: 200 on success, 400 with field errors, 413 for a body
 * over the limit, 429 with Retry-After when rate limited, 503 when storage fails.
 */
export async function handleFormPost<F extends string>(
  request: Request,
  run: (form: FormData, headers: Headers) => Promise<SubmissionResult<F>>,
  successMessage: string,
): Promise<Response> {
  let form: FormData;
  try {
    form = await readForm(request);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    return json(error.status, { ok: false, message: error.status === 413 ? TOO_LARGE_MESSAGE : error.message });
  }
  const result = await run(form, request.headers);
  switch (result.status) {
    case 'ok':
      return json(200, { ok: true, message: successMessage });
    case 'invalid':
      return json(400, { ok: false, message: 'Please correct the highlighted fields.', fieldErrors: result.fieldErrors });
    case 'rate-limited':
      return json(429, { ok: false, message: rateLimitedMessage(result.retryAfterSeconds) }, { 'retry-after': String(result.retryAfterSeconds) });
    case 'error':
      return json(503, { ok: false, message: SERVER_ERROR_MESSAGE });
    default:
      return result satisfies never;
  }
}
