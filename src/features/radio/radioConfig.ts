import { RADIO_STREAM_PORT } from '@/config/constants';

/** The audio element's source (SPEC.md section 7). */
export const RADIO_STREAM_SRC = `/api/stream?port=${RADIO_STREAM_PORT}`;
/** Where the player reads the title on air. */
export const NOW_PLAYING_URL = `/api/radio/now-playing?port=${RADIO_STREAM_PORT}`;
/** How often the title is refreshed while the radio plays. */
export const NOW_PLAYING_POLL_MS = 15_000;
/** Lock-screen artwork (Media Session). */
export const RADIO_ARTWORK_URL = '/api/radio/artwork';
export const RADIO_FALLBACK_TITLE = 'Dallas Local Radio';
