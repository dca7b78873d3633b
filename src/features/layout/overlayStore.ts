/**
 * Which overlays (mobile menu, dialogs) are open right now. Features that must not open on top of
 * another overlay (the donation popup) subscribe to it.
 */
type Listener = () => void;

const open = new Set<string>();
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export const overlayStore = {
  open(name: string) {
    if (open.has(name)) return;
    open.add(name);
    emit();
  },
  close(name: string) {
    if (!open.delete(name)) return;
    emit();
  },
  /** Whether any overlay other than `except` is open. */
  anyOpen(except?: string): boolean {
    for (const name of open) if (name !== except) return true;
    return false;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
