/**
 * Revalidations the shared cache missed. A story published while Redis is unreachable expires its
 * tags in this instance only; the entries in Redis would outlive the outage. This remembers each tag
 * whose revalidation failed and sends it again once Redis is back (`replay`, called on reconnect).
 */

/**
 * @param {(tag: string) => Promise<void>} revalidate the shared cache's own revalidation of one tag
 */
export function createTagReplay(revalidate) {
  /** @type {Set<string>} */
  const pending = new Set();
  let replaying = null;
  return {
    /** Revalidate `tag`; on failure remember it and rethrow (the caller reports it). */
    async revalidateTag(tag) {
      try {
        await revalidate(tag);
        pending.delete(tag);
      } catch (error) {
        pending.add(tag);
        throw error;
      }
    },
    /** Send the remembered tags again, oldest first; stops at the first failure. True when none is left. */
    replay() {
      if (replaying) return replaying;
      const run = (async () => {
        try {
          for (const tag of [...pending]) {
            await revalidate(tag);
            pending.delete(tag);
          }
        } catch {
          // still unreachable: the next reconnect replays the rest
        }
        return pending.size === 0;
      })();
      // Cleared once settled, not inside the run: with nothing to send, the run ends before it is even
      // assigned, and a `finally` inside it cleared `replaying` first, leaving every later replay this
      // finished one (the tags missed in the next outage were never sent).
      replaying = run;
      void run.finally(() => {
        if (replaying === run) replaying = null;
      });
      return run;
    },
    /** The tags waiting to be sent again. */
    pending: () => [...pending],
  };
}
