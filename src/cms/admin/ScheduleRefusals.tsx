'use client';
/**
 * The Stories edit view's Publish button, Payload's own, with its Schedule drawer told of refusals.
 * Payload 3.90.2's drawer awaits the `schedule-publish` server function and then says "Scheduled
 * successfully" (or "Deleted successfully") whatever the answer was: the refusal our server function
 * returns (src/cms/schedule.ts, `{ error }`, Payload's own shape for a failure) was never shown, and a
 * refused schedule looked done. Here the answer's error is thrown instead, which the drawer shows as
 * an error toast with the server's words and without its success message.
 */
import { PublishButton, ServerFunctionsContext, useServerFunctions } from '@payloadcms/ui';
import { useMemo, type ReactNode } from 'react';

/** The error a schedule-publish answer carries (`{ error: '...' }`), or null when it carries none. Pure. */
export function scheduleRefusal(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { error } = answer as { error?: unknown };
  return typeof error === 'string' && error.trim() ? error.trim() : null;
}

/** Gives `children` the admin's server functions with a refused schedule thrown as an error. */
export function ScheduleRefusals({ children }: { children: ReactNode }) {
  const functions = useServerFunctions();
  const value = useMemo(
    () => ({
      ...functions,
      schedulePublish: (async (args) => {
        const answer = await functions.schedulePublish(args);
        const refusal = scheduleRefusal(answer);
        if (refusal) throw new Error(refusal);
        return answer;
      }) satisfies typeof functions.schedulePublish,
    }),
    [functions],
  );
  return <ServerFunctionsContext value={value}>{children}</ServerFunctionsContext>;
}

/** The collection's `admin.components.edit.PublishButton`. */
export function PublishButtonTellingRefusals() {
  return (
    <ScheduleRefusals>
      <PublishButton />
    </ScheduleRefusals>
  );
}
