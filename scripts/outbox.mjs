// `npm run newsroom -- outbox [--limit 20] [--json]`: the mail not accepted by an SMTP server, newest
// first: without SMTP_URL every message (status `outbox`), otherwise what is queued, failed or in doubt.
import { fail, option, printable, readList } from './newsroom.mjs';

export async function printOutbox() {
  const limit = Math.min(Math.max(Number(option('limit')) || 20, 1), 1000);
  try {
    const mails = await readList('outbox', limit);
    if (option('json')) return console.log(JSON.stringify(mails, null, 2));
    if (mails.length === 0) return console.log('The outbox is empty.');
    for (const m of mails) {
      const when = new Date(m.createdAt).toISOString().replace('T', ' ').slice(0, 16);
      console.log(`#${m.id}  ${when} UTC  ${m.status}  ${m.kind}  to ${printable(m.to)}${m.replyTo ? `  reply-to ${printable(m.replyTo)}` : ''}`);
      console.log(`Subject: ${printable(m.subject)}`);
      if (m.lastError) console.log(`Last error (${m.attempts} attempts): ${printable(m.lastError)}`);
      for (const line of String(m.text).split(/\r?\n/)) console.log(`  ${printable(line)}`);
      console.log('');
    }
    console.log(`${mails.length} message${mails.length === 1 ? '' : 's'} shown (newest first).`);
  } catch (error) {
    fail(error);
  }
}
