'use client';

import { usePathname } from 'next/navigation';
import { useActionState, useEffect, useId, useRef, useState, useTransition, type FormEvent } from 'react';
import { subscribeAction } from './actions';
import { Honeypot } from './Honeypot';
import { SERVER_ERROR_MESSAGE, SUBSCRIBED_MESSAGE } from './messages';
import { initialNewsletterState, type NewsletterState } from './newsletterState';

/**
 * An email signup (Home's 'Get Daily Updates', Contact's newsletter). `source` names the form and is
 * stored with the address. Without JavaScript the form posts to its Server Action and the page comes
 * back with the result; with JavaScript it is checked in the browser and sent without a reload.
 */
export function NewsletterForm({
  source,
  label = 'Email address',
  buttonLabel = 'Subscribe',
  tone = 'light',
}: {
  source: string;
  label?: string;
  buttonLabel?: string;
  tone?: 'light' | 'dark';
}) {
  const id = useId();
  const messageId = `${id}-message`;
  const anchor = `newsletter-${source}`;
  // Without JavaScript the page comes back opened at this form, with its answer in view.
  const [serverState, formAction, serverPending] = useActionState(subscribeAction, initialNewsletterState, `${usePathname()}#${anchor}`);
  const [clientState, setClientState] = useState<NewsletterState | null>(null);
  const [sending, startSending] = useTransition();
  const inputRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const state = clientState ?? serverState;
  const dark = tone === 'dark';

  useEffect(() => {
    if (clientState?.status === 'ok') messageRef.current?.focus();
    else if (clientState?.status === 'invalid') inputRef.current?.focus();
  }, [clientState]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    startSending(async () => {
      // The schema (and zod) loads only when a reader submits: it is not part of the page's first load.
      const { emailField } = await import('./newsletterSchema');
      const checked = emailField.safeParse(email);
      if (!checked.success && !data.get('website')) {
        setClientState({ status: 'invalid', email, error: checked.error.issues[0]?.message ?? SERVER_ERROR_MESSAGE });
        return;
      }
      try {
        setClientState(await subscribeAction(initialNewsletterState, data));
      } catch {
        setClientState({ status: 'refused', email, message: SERVER_ERROR_MESSAGE });
      }
    });
  }

  const message =
    state.status === 'ok' ? SUBSCRIBED_MESSAGE : state.status === 'invalid' ? state.error : state.status === 'refused' ? state.message : '';
  const problem = state.status === 'invalid' || state.status === 'refused';
  const messageTone =
    state.status === 'ok' ? (dark ? 'text-white' : 'text-[#14532d]') : dark ? 'text-[#fecaca]' : 'text-[#b91c1c]';

  return (
    <div id={anchor} data-newsletter={source} className="relative flex flex-col gap-2">
      {state.status !== 'ok' && (
        <form action={formAction} onSubmit={onSubmit} noValidate data-source={source} className="flex flex-col gap-2">
          <input type="hidden" name="source" value={source} />
          <label htmlFor={id} className={`text-sm font-semibold ${dark ? 'text-white' : 'text-ink'}`}>
            {label}
          </label>
          <div className="flex gap-2">
            <input
              ref={inputRef}
              id={id}
              name="email"
              type="email"
              required
              autoComplete="email"
              placeholder="you@example.com"
              defaultValue={problem ? state.email : undefined}
              aria-invalid={state.status === 'invalid' || undefined}
              aria-describedby={problem ? messageId : undefined}
              className="min-w-0 flex-1 rounded-md border border-[#8a8f98] bg-white px-3 py-2 text-ink aria-invalid:border-[#b91c1c]"
            />
            <button
              type="submit"
              disabled={sending || serverPending}
              className="rounded-md bg-accent px-4 py-2 font-semibold text-white hover:bg-[#8f1d17] disabled:opacity-80"
            >
              {buttonLabel}
            </button>
          </div>
          <Honeypot />
        </form>
      )}
      <p
        ref={messageRef}
        id={messageId}
        role="status"
        tabIndex={-1}
        className={`text-sm ${state.status === 'ok' ? 'font-semibold' : ''} ${messageTone}`}
      >
        {message}
      </p>
    </div>
  );
}
