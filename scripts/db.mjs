// `npm run db -- start | stop | url`: the embedded PostgreSQL of DATA_DIR (default ./data) by hand.
// - start: starts it when it is not running and leaves it running; prints its DATABASE_URL.
// - url:   the same, printing only the URL (for `pg_dump "$(npm run -s db -- url)"`, Payload's CLI...).
// - stop:  stops it, whoever started it.
// With DATABASE_URL set, `start` and `url` print it and `stop` does nothing.
import { ensureDatabase, stopEmbedded } from './lib/database.mjs';

const action = process.argv[2];
try {
  if (action === 'start' || action === 'url') {
    const database = await ensureDatabase({ log: action === 'url' ? console.error : console.log });
    console.log(action === 'url' ? database.url : `PostgreSQL is up: DATABASE_URL=${database.url}`);
  } else if (action === 'stop') {
    if (process.env.DATABASE_URL) console.log('DATABASE_URL is set: that server is not ours to stop.');
    else console.log((await stopEmbedded()) ? 'PostgreSQL stopped.' : 'PostgreSQL was not running.');
  } else {
    console.error('Usage: npm run db -- start | stop | url');
    process.exit(2);
  }
} catch (error) {
  console.error(`Error: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
