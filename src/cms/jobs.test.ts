import { describe, expect, it } from 'vitest';
import { type LockConnection, RunnerLock } from './jobs';

/** A stand-in connection: `granted` says what pg_try_advisory_lock answers; `fail` makes connect throw. */
function fakeConnection(granted: boolean, fail = false) {
  const listeners: Record<string, Array<() => void>> = {};
  const connection = {
    ended: false,
    queries: [] as Array<[string, unknown[]]>,
    connect: async () => {
      if (fail) throw new Error('connection refused');
    },
    query: async (sql: string, values: unknown[]) => {
      connection.queries.push([sql, values]);
      return { rows: [{ locked: granted }] };
    },
    end: async () => {
      connection.ended = true;
    },
    on: (event: 'error' | 'end', listener: () => void) => {
      (listeners[event] ??= []).push(listener);
    },
    emit: (event: 'error' | 'end') => listeners[event]?.forEach((listener) => listener()),
  };
  return connection satisfies LockConnection;
}

describe('the job runner lock (one runner among several instances)', () => {
  it('takes the advisory lock once and keeps its connection while it holds it', async () => {
    const connection = fakeConnection(true);
    let opened = 0;
    const lock = new RunnerLock(() => {
      opened += 1;
      return connection;
    }, 42);
    expect(await lock.held()).toBe(true);
    expect(await lock.held()).toBe(true);
    expect(opened).toBe(1);
    expect(connection.queries).toEqual([['SELECT pg_try_advisory_lock($1) AS locked', [42]]]);
    expect(connection.ended).toBe(false);
  });

  it('does not run when another instance holds the lock, and closes its connection', async () => {
    const connection = fakeConnection(false);
    const lock = new RunnerLock(() => connection);
    expect(await lock.held()).toBe(false);
    expect(connection.ended).toBe(true);
  });

  it('tries again on a new connection after losing its own (the lock went with it)', async () => {
    const first = fakeConnection(true);
    const second = fakeConnection(true);
    const connections = [first, second];
    const lock = new RunnerLock(() => connections.shift() ?? fakeConnection(false));
    expect(await lock.held()).toBe(true);
    first.emit('error');
    expect(await lock.held()).toBe(true);
    expect(second.queries).toHaveLength(1);
  });

  it('is not the runner while the database cannot be reached', async () => {
    const connection = fakeConnection(true, true);
    const lock = new RunnerLock(() => connection);
    expect(await lock.held()).toBe(false);
    expect(connection.ended).toBe(true);
  });

  it('runs its take-over step once per acquisition, not while it keeps the lock', async () => {
    const first = fakeConnection(true);
    const second = fakeConnection(true);
    const connections = [first, second];
    const lock = new RunnerLock(() => connections.shift() ?? fakeConnection(false));
    let takeOvers = 0;
    const onAcquired = async () => {
      takeOvers += 1;
    };
    await lock.held(onAcquired);
    await lock.held(onAcquired);
    expect(takeOvers).toBe(1);
    first.emit('end');
    await lock.held(onAcquired);
    expect(takeOvers).toBe(2);
  });

  it('is not the runner and takes nothing over while another instance holds the lock', async () => {
    const lock = new RunnerLock(() => fakeConnection(false));
    let takeOvers = 0;
    expect(
      await lock.held(async () => {
        takeOvers += 1;
      }),
    ).toBe(false);
    expect(takeOvers).toBe(0);
  });

  it('still runs the queue when the take-over step fails', async () => {
    const lock = new RunnerLock(() => fakeConnection(true));
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(await lock.held(async () => Promise.reject(new Error('database busy')))).toBe(true);
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });

  it('gives the lock up on release', async () => {
    const connection = fakeConnection(true);
    const lock = new RunnerLock(() => connection);
    await lock.held();
    await lock.release();
    expect(connection.ended).toBe(true);
  });
});
