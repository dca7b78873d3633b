/**
 * Payload's secret signs the session tokens. `PAYLOAD_SECRET` wins; without it (a no-set-up start)
 * a random one is created once in `$DATA_DIR/payload-secret` (mode 600) and read from there on.
 * Several server instances must share one secret: deployments with more than one set PAYLOAD_SECRET.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MIN_LENGTH = 32;

export function payloadSecret(env: Record<string, string | undefined> = process.env): string {
  const fromEnv = env.PAYLOAD_SECRET?.trim();
  if (fromEnv) {
    if (fromEnv.length < MIN_LENGTH) throw new Error(`PAYLOAD_SECRET must be at least ${MIN_LENGTH} characters`);
    return fromEnv;
  }
  const dataDir = path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR || 'data');
  const file = path.join(dataDir, 'payload-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': only the first process creates it; the others read what it wrote.
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_LENGTH) throw new Error(`${file} holds no usable secret; delete it to make a new one`);
  return secret;
}
