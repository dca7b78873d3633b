'use client';
import { useEffect, useState } from 'react';
import { NOW_PLAYING_POLL_MS, NOW_PLAYING_URL } from './radioConfig';

export type NowPlaying = { title: string | null; station: string | null };

function isNowPlaying(value: unknown): value is NowPlaying {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (typeof v.title === 'string' || v.title === null) && (typeof v.station === 'string' || v.station === null);
}

/** The title on air, asked when `active` turns on and polled while it stays on; the last good answer stays. */
export function useNowPlaying(active: boolean): NowPlaying {
  const [nowPlaying, setNowPlaying] = useState<NowPlaying>({ title: null, station: null });
  useEffect(() => {
    if (!active) return;
    let canceled = false;
    const load = async () => {
      try {
        const response = await fetch(NOW_PLAYING_URL, { cache: 'no-store' });
        const body: unknown = response.ok ? await response.json() : null;
        if (!canceled && isNowPlaying(body)) setNowPlaying(body);
      } catch {
        // the title is a nicety: keep the last one
      }
    };
    void load();
    const timer = setInterval(() => void load(), NOW_PLAYING_POLL_MS);
    return () => {
      canceled = true;
      clearInterval(timer);
    };
  }, [active]);
  return nowPlaying;
}
