/**
 * One log line about a failed form submission. It names the form and the error (its classes, its
 * code: a PostgreSQL SQLSTATE or a Node.js code, and the constraint it hit) and never the submitted
 * values: a database error's message and details quote the query's parameters, so they are left out.
 * Control, bidi and line-separator characters are escaped, so nothing logged can forge a line.
 */
type ErrorLike = { name?: unknown; message?: unknown; code?: unknown; constraint?: unknown; cause?: unknown };

const SQLSTATE = /^[0-9A-Z]{5}$/;
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export function escapeForLog(text: string): string {
  return text.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function failureLogLine(form: string, error: unknown): string {
  const chain: ErrorLike[] = [];
  for (let e: unknown = error; e && typeof e === 'object' && chain.length < 5; e = (e as ErrorLike).cause) chain.push(e as ErrorLike);
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : undefined);
  const names = chain.map((e) => text(e.name) ?? 'Error');
  const code = chain.map((e) => text(e.code)).find(Boolean);
  const constraint = chain.map((e) => text(e.constraint)).find(Boolean);
  const innermost = chain.at(-1);
  // Only an error that is neither a database error nor a failed query (which quotes its parameters)
  // is described by its message: "connect ECONNREFUSED 127.0.0.1:5432", say.
  const fromDatabase = chain.some((e) => SQLSTATE.test(String(e.code)) || /Query/.test(String(e.name)));
  const message = innermost && !fromDatabase ? text(innermost.message) : undefined;
  const fields = { form, error: names.join(' < ') || String(typeof error), code, constraint, message };
  return escapeForLog(`Form submission failed: ${JSON.stringify(fields)}`);
}
