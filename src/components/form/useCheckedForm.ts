import { usePathname } from 'next/navigation';
import { useActionState, useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { SERVER_ERROR_MESSAGE } from '@/features/newsletter/messages';
import { firstInvalidField, formStatusMessage, idleFormState, type FormState } from './formState';

type Options<Field extends string, Values> = {
  /** The form's Server Action: what the form posts to without JavaScript, and what it calls with it. */
  action: (previous: FormState<Field, Values>, data: FormData) => Promise<FormState<Field, Values>>;
  /** The fields in the order they appear, and each one's element id: the first invalid one gets the focus. */
  fieldOrder: readonly Field[];
  fieldIds: Record<Field, string>;
  /** The typed values of the form's data, which refill the fields when it is refused. */
  valuesFrom: (data: FormData) => Values;
  /** The server's own check, run in the browser first: the errors by field, or null when it passes. */
  check: (data: FormData, values: Values) => Promise<Partial<Record<Field, string>> | null>;
  /** The id of the element around the form: without JavaScript the page comes back scrolled to it. */
  anchor: string;
};

/**
 * A reader's form checked in the browser with the server's rules and sent without a reload; without
 * JavaScript it posts to its Server Action, which answers with the same messages. The first invalid
 * field gets the focus; once sent, the status (which then holds the confirmation) does. A filled honeypot
 * (`website`) skips the browser's check, so the server answers a bot as it always does.
 */
export function useCheckedForm<Field extends string, Values>({ action, fieldOrder, fieldIds, valuesFrom, check, anchor }: Options<Field, Values>) {
  // Without JavaScript the form posts to this address: the page that comes back (with the errors or the
  // thanks) opens at the form rather than at its top, where a reader further down would see no answer.
  const [serverState, formAction, serverPending] = useActionState(action, idleFormState, `${usePathname()}#${anchor}`);
  const [clientState, setClientState] = useState<FormState<Field, Values> | null>(null);
  const [sending, startSending] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const state = clientState ?? serverState;
  const errors: Partial<Record<Field, string>> = state.status === 'invalid' ? state.errors : {};

  useEffect(() => {
    if (clientState?.status === 'ok') doneRef.current?.focus();
    if (clientState?.status === 'invalid') {
      const first = firstInvalidField(fieldOrder, clientState.errors);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${fieldIds[first]}`)?.focus();
    }
  }, [clientState, fieldOrder, fieldIds]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = valuesFrom(data);
    startSending(async () => {
      const found = await check(data, values);
      if (found && !data.get('website')) {
        setClientState({ status: 'invalid', values, errors: found });
        return;
      }
      try {
        setClientState(await action(idleFormState, data));
      } catch {
        setClientState({ status: 'refused', values, message: SERVER_ERROR_MESSAGE });
      }
    });
  }

  return {
    state,
    errors,
    /** What the reader typed, after a refusal: the fields' default values. */
    values: state.status === 'invalid' || state.status === 'refused' ? state.values : undefined,
    statusMessage: formStatusMessage(state),
    pending: sending || serverPending,
    formRef,
    doneRef,
    formAction,
    onSubmit,
  };
}
