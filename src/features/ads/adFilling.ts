/**
 * Filling the server-rendered slots (see AdSlot): load the network's script once the page is
 * interactive, and ask for an ad for each slot only when it nears the viewport. Plain DOM code, kept
 * out of the React component so that it can be tested on its own.
 *
 * The network's protocol (Google AdSense's `adsbygoogle`): `window.adsbygoogle` is a queue; each
 * `push({})` asks the script to fill the first `ins.adsbygoogle` it has not filled yet. Our `ins`
 * elements are rendered without that class and with `data-ad-pending`, so a push only ever reaches the
 * slot we have just given the class to, and slots far away or hidden by the device rule stay untouched.
 */

/** Selector of the slots still waiting for their turn. */
export const PENDING_AD_SELECTOR = 'ins[data-ad-pending]';
/** How far outside the viewport a slot starts asking: about one screen above and below. */
export const AD_ROOT_MARGIN = '100% 0px';
/** The class the network's script looks for. */
export const AD_NETWORK_CLASS = 'adsbygoogle';
/** Marks the script element, so that it is added once. */
export const AD_SCRIPT_ATTRIBUTE = 'data-ad-network';

type AdQueue = { push: (request: object) => unknown };
/** The window as the filler uses it (the observers are looked up on it, so that tests can swap them). */
export type AdWindow = Window & {
  adsbygoogle?: AdQueue;
  IntersectionObserver?: typeof IntersectionObserver;
  MutationObserver?: typeof MutationObserver;
};

/** Hands a slot to the network. Never throws: a network that refuses leaves the placeholder. */
export function requestAd(ins: HTMLElement, win: AdWindow): void {
  if (!ins.hasAttribute('data-ad-pending')) return;
  ins.removeAttribute('data-ad-pending');
  ins.classList.add(AD_NETWORK_CLASS);
  keepFramesOutOfTabOrder(ins, win);
  try {
    const queue: AdQueue = win.adsbygoogle ?? ([] as object[]);
    win.adsbygoogle = queue;
    queue.push({});
  } catch {
    // The network's script rejected the request (it throws on errors of its own): the house
    // placeholder stays in place, and the rest of the page is unaffected.
  }
}

/**
 * The slot is hidden from assistive technology (`aria-hidden` on its wrapper); the frames the network
 * puts into it must then not take keyboard focus either, or a keyboard user would land in content that
 * screen readers cannot see.
 */
export function keepFramesOutOfTabOrder(ins: HTMLElement, win: AdWindow): () => void {
  const tame = () => {
    for (const frame of Array.from(ins.querySelectorAll('iframe'))) {
      if (frame.getAttribute('tabindex') !== '-1') frame.setAttribute('tabindex', '-1');
      if (!frame.title) frame.title = 'Advertisement';
    }
  };
  tame();
  const Observer = win.MutationObserver;
  if (typeof Observer !== 'function') return () => {};
  const observer = new Observer(tame);
  observer.observe(ins, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * Watches the pending slots under `root` and requests an ad for each when it comes within about one
 * screen of the viewport. A slot without a box (hidden by the device rule) never intersects, so it
 * never asks; if the reader's window grows and it appears, it asks then. Returns a function that stops
 * watching.
 */
export function observeAdSlots(root: ParentNode, win: AdWindow): () => void {
  const pending = Array.from(root.querySelectorAll<HTMLElement>(PENDING_AD_SELECTOR));
  if (pending.length === 0) return () => {};
  const Observer = win.IntersectionObserver;
  if (typeof Observer !== 'function') {
    // Without IntersectionObserver (very old browsers), ask for the slots that are shown.
    for (const ins of pending) if (ins.getClientRects().length > 0) requestAd(ins, win);
    return () => {};
  }
  const observer = new Observer(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        requestAd(entry.target as HTMLElement, win);
      }
    },
    { rootMargin: AD_ROOT_MARGIN },
  );
  for (const ins of pending) observer.observe(ins);
  return () => observer.disconnect();
}

/** The script's address with the publisher's client id, as the network expects it. */
export function adScriptUrl(scriptSrc: string, clientId: string): string {
  const url = new URL(scriptSrc);
  url.searchParams.set('client', clientId);
  return url.toString();
}

/**
 * Adds the network's script once (async, anonymous CORS as the network documents). A script that is
 * blocked or fails is swallowed: its error event is handled, and the placeholders stay.
 */
export function loadAdScript(doc: Document, scriptSrc: string, clientId: string): HTMLScriptElement {
  const existing = doc.querySelector<HTMLScriptElement>(`script[${AD_SCRIPT_ATTRIBUTE}]`);
  if (existing) return existing;
  const script = doc.createElement('script');
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = adScriptUrl(scriptSrc, clientId);
  script.setAttribute(AD_SCRIPT_ATTRIBUTE, '');
  script.addEventListener('error', () => script.setAttribute(AD_SCRIPT_ATTRIBUTE, 'failed'));
  doc.head.appendChild(script);
  return script;
}

/**
 * Runs `task` once the page is interactive and idle: after the load event, in an idle period (or
 * shortly after, where requestIdleCallback is missing). Returns a function that cancels it.
 */
export function whenIdleAfterLoad(win: Window, task: () => void): () => void {
  let canceled = false;
  let idleHandle: number | undefined;
  let timeoutHandle: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (canceled) return;
    if (typeof win.requestIdleCallback === 'function') {
      idleHandle = win.requestIdleCallback(() => !canceled && task(), { timeout: 2000 });
    } else {
      timeoutHandle = setTimeout(() => !canceled && task(), 1);
    }
  };
  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
  return () => {
    canceled = true;
    win.removeEventListener('load', schedule);
    if (idleHandle !== undefined) win.cancelIdleCallback(idleHandle);
    if (timeoutHandle !== undefined) clearTimeout(timeoutHandle);
  };
}
