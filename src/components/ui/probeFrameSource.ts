/** How long a frame's host may take to answer before the fallback is shown. */
export const FRAME_PROBE_TIMEOUT_MS = 8000;

/**
 * Whether a cross-origin frame's host answers at all. A `no-cors` request resolves with an opaque
 * response when the host answers (whatever the status) and rejects when it cannot be reached or is
 * blocked. Gives up after `timeoutMs`.
 */
export async function probeFrameSource(
  src: string,
  signal: AbortSignal,
  timeoutMs = FRAME_PROBE_TIMEOUT_MS,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    await fetchImpl(src, { mode: 'no-cors', credentials: 'omit', cache: 'force-cache', signal: AbortSignal.any([signal, timeout]) });
    return true;
  } catch {
    return false;
  }
}
