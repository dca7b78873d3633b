/**
 * Asks this process's mail runner (runner.ts, if it runs here) to send new mail now rather than at its
 * next poll. A module of its own so that the forms do not load the runner and Payload with it.
 */
export function nudgeMailRunner(): void {
  void (globalThis as { dallasLocalMailRunner?: { tick: () => Promise<void> } }).dallasLocalMailRunner?.tick();
}
