'use client';
import { RADIO_FALLBACK_TITLE } from './radioConfig';
import { useRadio } from './RadioProvider';

/** The title on air (from the station's status), or the station's own name. */
export function NowPlayingTitle() {
  const { nowPlaying } = useRadio();
  return (
    <>
      <p className="font-serif text-2xl font-bold text-ink" data-testid="now-playing-title">
        {nowPlaying.title ?? RADIO_FALLBACK_TITLE}
      </p>
      <p className="text-sm text-muted">{nowPlaying.station ?? 'Dallas Local live stream'}</p>
    </>
  );
}
