// `npm run subscribers [-- --csv | --json]`: every newsletter subscriber, oldest first.
import { fail, option, printable, readList } from './newsroom.mjs';

/** A CSV cell (RFC 4180), with formula-looking values defused for spreadsheets. */
function cell(value) {
  let text = String(value ?? '');
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

try {
  const subscribers = await readList('subscribers');
  if (option('csv')) {
    const lines = [['email', 'source', 'subscribed_at', 'status'].join(',')];
    for (const s of subscribers) lines.push([s.email, s.source, new Date(s.createdAt).toISOString(), s.status].map(cell).join(','));
    process.stdout.write(`${lines.join('\r\n')}\r\n`);
  } else if (option('json')) {
    console.log(JSON.stringify(subscribers, null, 2));
  } else {
    for (const s of subscribers) {
      console.log(`${new Date(s.createdAt).toISOString().slice(0, 10)}  ${printable(s.email)}  (${printable(s.source)}, ${s.status})`);
    }
    console.log(`${subscribers.length} subscriber${subscribers.length === 1 ? '' : 's'}.`);
  }
} catch (error) {
  fail(error);
}
