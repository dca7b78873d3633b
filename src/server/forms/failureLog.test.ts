// @vitest-environment node
import { failureLogLine } from './failureLog';

class DrizzleQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    override readonly cause: Error,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`);
    this.name = 'DrizzleQueryError';
  }
}

const databaseError = (message: string, code: string, extra: object = {}) => Object.assign(new Error(message), { name: 'DatabaseError', code, detail: 'Key (email)=(ana@example.com)', ...extra });

describe('failureLogLine', () => {
  it('names the error and its code, never the submitted values', () => {
    const error = new DrizzleQueryError('insert into "contact_messages" ...', ['Ana', 'ana@example.com', 'My whole message\nwith a second line'], databaseError('invalid byte sequence for encoding "UTF8": 0x00', '22021'));
    const line = failureLogLine('contact', error);
    expect(line).toBe('Form submission failed: {"form":"contact","error":"DrizzleQueryError < DatabaseError","code":"22021"}');
    expect(line).not.toMatch(/Ana|example\.com|message/);
  });

  it('keeps the constraint a database error names', () => {
    const line = failureLogLine('newsletter', databaseError('index row size 6016 exceeds btree version 4 maximum 2704', '54000', { constraint: 'rate_limits_pkey' }));
    expect(line).toContain('"code":"54000","constraint":"rate_limits_pkey"');
  });

  it('describes other errors by their message, on one line, control and bidi characters escaped', () => {
    const line = failureLogLine('contact', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432\nFAKE\u202e\u0085'), { code: 'ECONNREFUSED' }));
    expect(line).toBe(
      'Form submission failed: {"form":"contact","error":"Error","code":"ECONNREFUSED","message":"connect ECONNREFUSED 127.0.0.1:5432\\nFAKE\\u202e\\u0085"}',
    );
    expect(line).not.toMatch(/[\n\u202e\u0085]/);
    expect(failureLogLine('contact', 'a string')).toBe('Form submission failed: {"form":"contact","error":"string"}');
  });
});
