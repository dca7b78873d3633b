/**
 * One Icecast per port at a time: the radio spec runs in both projects (desktop and mobile), possibly
 * in two workers at once, and both need the same port. Whoever holds this lock owns the port; the other
 * waits. A lock left by a dead process is taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function acquireIcecastLock(port: number, timeoutMs: number): Promise<() => void> {
  const dir = path.join(tmpdir(), `dallas-local-icecast-${port}.lock`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'pid'), String(process.pid));
      return () => rmSync(dir, { recursive: true, force: true });
    } catch {
      let owner = NaN;
      try {
        owner = Number(readFileSync(path.join(dir, 'pid'), 'utf8'));
      } catch {
        // being created right now
      }
      if (Number.isInteger(owner) && owner > 0 && !alive(owner)) rmSync(dir, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Port ${port} stayed locked by another radio test run.`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
