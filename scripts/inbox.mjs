// `npm run inbox [-- --limit 50] [-- --json]`: the latest contact messages, newest first; a story tip
// shows its status in the admin's Tips (new, assigned, done), assignee and note.
import { tipLines } from './lib/tipLine.mjs';
import { fail, option, printable, readList } from './newsroom.mjs';

const limit = Math.min(Math.max(Number(option('limit')) || 20, 1), 1000);
try {
  const messages = await readList('messages', limit);
  if (option('json')) {
    console.log(JSON.stringify(messages, null, 2));
  } else if (messages.length === 0) {
    console.log('No contact messages yet.');
  } else {
    for (const m of messages) {
      const when = new Date(m.createdAt).toISOString().replace('T', ' ').slice(0, 16);
      const phone = m.phone ? `  ${printable(m.phone)}` : '';
      console.log(`#${m.id}  ${when} UTC  ${printable(m.firstName)} ${printable(m.lastName)} <${printable(m.email)}>${phone}`);
      console.log(`Subject: ${printable(m.subject)}`);
      for (const line of tipLines(m.tip)) console.log(line);
      for (const line of String(m.message).split(/\r?\n/)) console.log(`  ${printable(line)}`);
      console.log('');
    }
    console.log(`${messages.length} message${messages.length === 1 ? '' : 's'} shown (newest first).`);
  }
} catch (error) {
  fail(error);
}
