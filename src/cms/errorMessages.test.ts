import { describe, expect, it } from 'vitest';
import { restoredMessage, UNKNOWN_ERROR } from './errorMessages';

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
