import type { ReactNode, RefObject } from 'react';
import { sentBoxClass, SentText } from './FormSent';

type Props = {
  ref: RefObject<HTMLDivElement | null>;
  /** The form was sent: the confirmation shows, in place of the form, and takes the focus. */
  sent: boolean;
  /** The status line while not sent: the refusal (`refused`) or the fields to correct; empty for none. */
  message: string;
  refused: boolean;
  /** The confirmation's heading and text, and anything after them (a link onwards). */
  sentHeading: string;
  sentText: string;
  children?: ReactNode;
};

/** The line under a reader's form, announced as a status: what went wrong in red, or the confirmation. */
export function FormStatus({ ref, sent, message, refused, sentHeading, sentText, children }: Props) {
  return (
    <div ref={ref} role="status" tabIndex={-1} className={sent ? sentBoxClass : 'mt-3'}>
      {sent ? (
        <SentText heading={sentHeading} text={sentText}>
          {children}
        </SentText>
      ) : (
        message && <p className={refused ? 'font-semibold text-[#b91c1c]' : 'text-[#b91c1c]'}>{message}</p>
      )}
    </div>
  );
}
