/**
 * Where mail goes: an SMTP server (nodemailer) when SMTP_URL is set, otherwise the outbox (the
 * messages stay in the `mail_queue` table with status `outbox`, readable with
 * `npm run newsroom -- outbox`), so a fresh install works end to end without any set-up.
 */
import nodemailer from 'nodemailer';
import { site } from '@/config/site';
import type { MailRow } from './queue';

export type Transport = {
  /** 'sent' when an SMTP server accepted the message, 'outbox' when it was only recorded. */
  readonly delivers: 'sent' | 'outbox';
  send(mail: MailRow): Promise<void>;
  close(): void;
};

/** The sender address: MAIL_FROM, or the newsroom's name at its own domain. */
export function mailFrom(env: Record<string, string | undefined> = process.env): string {
  return env.MAIL_FROM?.trim() || `"${site.name}" <newsletter@${site.email.split('@')[1]}>`;
}

/** A stable Message-ID per queued message, so a receiving server can recognize a repeat. */
export function messageIdFor(mail: Pick<MailRow, 'id'>, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return `<mail-${mail.id}@${domain}>`;
}

export function smtpTransport(url: string, from = mailFrom()): Transport {
  const transporter = nodemailer.createTransport(url.includes('pool=') ? url : `${url}${url.includes('?') ? '&' : '?'}pool=true`);
  return {
    delivers: 'sent',
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        replyTo: mail.replyTo ?? undefined,
        headers: mail.headers,
        messageId: messageIdFor(mail, from),
      });
    },
    close: () => transporter.close(),
  };
}

export const outboxTransport: Transport = { delivers: 'outbox', send: async () => undefined, close: () => undefined };

/** The transport SMTP_URL asks for. */
export function transportFromEnv(env: Record<string, string | undefined> = process.env): Transport {
  const url = env.SMTP_URL?.trim();
  return url ? smtpTransport(url, mailFrom(env)) : outboxTransport;
}
