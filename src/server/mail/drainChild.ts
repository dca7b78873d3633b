/**
 * A sender in a process of its own, for the crash test (mail.integration.test.ts) and by hand:
 * `DATABASE_URL=... SMTP_URL=... node --import tsx src/server/mail/drainChild.ts`. Drains the queue once.
 */
import path from 'node:path';
import { openConnection } from '@/server/db/client';
import { drainQueue } from './sender';
import { transportFromEnv } from './transport';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is not set');
const connection = await openConnection({ databaseUrl, migrationsDir: path.resolve('drizzle') });
const transport = transportFromEnv();
const result = await drainQueue({ db: connection.db, transport, batchSize: Number(process.env.MAIL_BATCH) || 50 });
transport.close();
await connection.close();
console.log(JSON.stringify(result));
