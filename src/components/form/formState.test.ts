import { describe, expect, it } from 'vitest';
import { firstInvalidField, formStatusMessage, idleFormState, type FormState } from './formState';

type Field = 'name' | 'email' | 'message';
type State = FormState<Field, Record<Field, string>>;
const values = { name: 'Ana', email: 'ana@', message: '' };

describe('formStatusMessage', () => {
  it('says nothing before the form is sent, or once it is', () => {
    expect(formStatusMessage<Field, Record<Field, string>>(idleFormState)).toBe('');
    expect(formStatusMessage<Field, Record<Field, string>>({ status: 'ok' })).toBe('');
  });

  it('counts the fields to correct', () => {
    const one: State = { status: 'invalid', values, errors: { email: 'Enter a valid email address.' } };
    const two: State = { status: 'invalid', values, errors: { email: 'Enter a valid email address.', message: 'Write a message.' } };
    expect(formStatusMessage(one)).toBe('Please correct the highlighted field.');
    expect(formStatusMessage(two)).toBe('Please correct the 2 highlighted fields.');
  });

  it('gives the refusal as it came', () => {
    expect(formStatusMessage<Field, Record<Field, string>>({ status: 'refused', values, message: 'Too many messages; try again in an hour.' })).toBe(
      'Too many messages; try again in an hour.',
    );
  });
});

describe('firstInvalidField', () => {
  it('is the first of the form order with an error, whatever order the errors came in', () => {
    expect(firstInvalidField<Field>(['name', 'email', 'message'], { message: 'x', email: 'y' })).toBe('email');
  });

  it('is undefined when no field has an error', () => {
    expect(firstInvalidField<Field>(['name', 'email', 'message'], {})).toBeUndefined();
  });
});
