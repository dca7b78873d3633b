/**
 * Counts open streams per client address, so that one address cannot hold more than `max` listeners
 * (each one costs a response, its buffers and a share of the fan-out).
 */
export class ClientStreamLimit {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Takes a slot for `client`: a release function (safe to call more than once), or null when full. */
  acquire(client: string): (() => void) | null {
    const count = this.open.get(client) ?? 0;
    if (count >= this.max) return null;
    this.open.set(client, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(client) ?? 1) - 1;
      if (left > 0) this.open.set(client, left);
      else this.open.delete(client);
    };
  }

  /** Streams open for `client` now. */
  count(client: string): number {
    return this.open.get(client) ?? 0;
  }
}
