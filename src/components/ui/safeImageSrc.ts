/**
 * Which address an image should show: its own, or the fallback once its own has failed.
 * The fallback is never replaced in turn, so a failing fallback cannot loop.
 */
export function nextImageSrc(src: string, fallbackSrc: string, failedSrc: string | null): string {
  return failedSrc === src ? fallbackSrc : src;
}
