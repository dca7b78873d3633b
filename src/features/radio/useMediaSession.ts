'use client';
import { useEffect } from 'react';
import { site } from '@/config/site';
import { RADIO_ARTWORK_URL, RADIO_FALLBACK_TITLE } from './radioConfig';
import type { NowPlaying } from './useNowPlaying';

/** Lock screen and media keys: title, station, artwork, and play/pause/stop from there. */
export function useMediaSession({
  on,
  nowPlaying,
  play,
  pause,
}: {
  on: boolean;
  nowPlaying: NowPlaying;
  play: () => void;
  pause: () => void;
}) {
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return;
    navigator.mediaSession.metadata = new MediaMetadata({
      title: nowPlaying.title ?? RADIO_FALLBACK_TITLE,
      artist: nowPlaying.station ?? site.name,
      album: 'Live Radio - 24/7 live stream',
      artwork: [{ src: RADIO_ARTWORK_URL, sizes: '512x512', type: 'image/png' }],
    });
  }, [nowPlaying.title, nowPlaying.station]);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', play],
      ['pause', pause],
      ['stop', pause],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // an action this browser does not support
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // idem
        }
      }
    };
  }, [play, pause]);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    navigator.mediaSession.playbackState = on ? 'playing' : 'paused';
  }, [on]);
}
