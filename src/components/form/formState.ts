import { correctFieldsMessage } from '@/features/newsletter/messages';

/**
 * A reader's form as its Server Action answers it: nothing sent yet, sent, refused field by field
 * (`values` refill the fields, `errors` name the wrong ones), or refused as a whole (`message`).
 */
export type FormState<Field extends string, Values> =
  | { status: 'idle' }
  | { status: 'ok' }
  | { status: 'invalid'; values: Values; errors: Partial<Record<Field, string>> }
  | { status: 'refused'; values: Values; message: string };

export const idleFormState = { status: 'idle' } as const;

/** What the form's status line says: the refusal, how many fields need correcting, or nothing. */
export function formStatusMessage<Field extends string, Values>(state: FormState<Field, Values>): string {
  if (state.status === 'refused') return state.message;
  if (state.status !== 'invalid') return '';
  const invalid = Object.keys(state.errors).length;
  return invalid > 0 ? correctFieldsMessage(invalid) : '';
}

/** The first field of `order` with an error, whose input gets the focus; undefined when none has one. */
export function firstInvalidField<Field extends string>(order: readonly Field[], errors: Partial<Record<Field, string>>): Field | undefined {
  return order.find((field) => errors[field]);
}
