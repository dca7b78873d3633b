import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { payloadSecret } from './secret';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'payload-secret-'));
  folders.push(dir);
  return dir;
}

describe('payloadSecret', () => {
  it('uses PAYLOAD_SECRET when set, and refuses a short one', () => {
    const secret = 'x'.repeat(40);
    expect(payloadSecret({ PAYLOAD_SECRET: secret, DATA_DIR: tempDir() })).toBe(secret);
    expect(() => payloadSecret({ PAYLOAD_SECRET: 'short', DATA_DIR: tempDir() })).toThrow(/at least 32/);
  });

  it('otherwise creates one in DATA_DIR, readable by its owner only, and keeps it', () => {
    const dir = tempDir();
    const first = payloadSecret({ DATA_DIR: dir });
    const file = path.join(dir, 'payload-secret');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(payloadSecret({ DATA_DIR: dir })).toBe(first);
  });

  it('refuses an empty secret file instead of signing with nothing', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'payload-secret'), '\n');
    expect(() => payloadSecret({ DATA_DIR: dir })).toThrow(/no usable secret/);
  });
});
