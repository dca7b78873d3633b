import { RADIO_DEFAULT_VOLUME, RADIO_VOLUME_MAX, RADIO_VOLUME_MIN } from '@/config/constants';

/**
 * The radio player's state, as SPEC.md section 4 describes it, plus what a live stream needs:
 * - `status`: idle (never started), connecting (the reader pressed play), playing, paused (by the
 *   reader, or after a failure, when `error` says which), reconnecting (the stream was lost while playing);
 * - `muted` only changes with the mute button, or when the volume is raised above 0 while muted;
 * - `error`: the red message; cleared by the next successful toggle (playback starts, or pause).
 */
export type PlayerStatus = 'idle' | 'connecting' | 'playing' | 'paused' | 'reconnecting';
export type PlayerError = 'playFailed' | 'unavailable';

export type PlayerState = {
  status: PlayerStatus;
  muted: boolean;
  volume: number;
  error: PlayerError | null;
  /** While reconnecting: when the loss happened (ms), attempts so far, whether one is under way. */
  reconnect: { since: number; attempt: number; inFlight: boolean } | null;
};

export type PlayerAction =
  | { type: 'playRequested' }
  | { type: 'playing' }
  | { type: 'playRejected'; at: number }
  | { type: 'pauseRequested' }
  | { type: 'pausedElsewhere' }
  | { type: 'mediaError'; at: number }
  | { type: 'streamEnded'; at: number }
  | { type: 'reconnectStarted' }
  | { type: 'reconnectFailed'; at: number }
  | { type: 'startTimedOut'; at: number }
  | { type: 'muteToggled' }
  | { type: 'volumeChanged'; volume: number };

export const ERROR_MESSAGES: Record<PlayerError, string> = {
  playFailed: 'Unable to start playback. Please try again.',
  unavailable: 'Stream temporarily unavailable.',
};

/** Reconnection: first retry after 0.5 s, doubling to at most 2 s; give up 30 s after the loss. */
export const RECONNECT_FIRST_DELAY_MS = 500;
export const RECONNECT_MAX_DELAY_MS = 2000;
export const RECONNECT_GIVE_UP_MS = 30_000;
/**
 * How long a start (the reader's, or a reconnection's) may wait for sound. A stream that stalls without
 * an answer or an error (an upstream that accepts and sends nothing) is then a failed start, as an error
 * is, instead of 'Connecting…' for ever.
 */
export const START_TIMEOUT_MS = 15_000;

export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_MAX_DELAY_MS, RECONNECT_FIRST_DELAY_MS * 2 ** Math.max(0, attempt));
}

export const initialPlayerState: PlayerState = {
  status: 'idle',
  muted: false,
  volume: RADIO_DEFAULT_VOLUME,
  error: null,
  reconnect: null,
};

/** Whether a start is waiting for sound (the reader's, or a reconnection's attempt under way). */
export function isStarting(state: PlayerState): boolean {
  return state.status === 'connecting' || (state.status === 'reconnecting' && state.reconnect?.inFlight === true);
}

/** Whether the reader wants sound: the play button shows "Pause" and the mini player shows. */
export function isOn(state: PlayerState): boolean {
  return state.status === 'connecting' || state.status === 'playing' || state.status === 'reconnecting';
}

function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return RADIO_DEFAULT_VOLUME;
  return Math.min(RADIO_VOLUME_MAX, Math.max(RADIO_VOLUME_MIN, volume));
}

function lost(state: PlayerState, at: number): PlayerState {
  return { ...state, status: 'reconnecting', reconnect: { since: at, attempt: 0, inFlight: false } };
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'playRequested':
      return state.status === 'playing' ? state : { ...state, status: 'connecting', reconnect: null };
    case 'playing':
      return { ...state, status: 'playing', error: null, reconnect: null };
    case 'playRejected':
      if (state.status === 'connecting') return { ...state, status: 'paused', error: state.error ?? 'playFailed' };
      if (state.status === 'reconnecting') return reconnectFailed(state, action.at);
      return state;
    case 'pauseRequested':
      return { ...state, status: 'paused', error: null, reconnect: null };
    case 'pausedElsewhere':
      // The browser or the system paused the audio (a call, another app taking the sound, a headset
      // unplugged): the player says so instead of showing Pause over silence.
      return state.status === 'playing' ? { ...state, status: 'paused' } : state;
    case 'mediaError':
      if (state.status === 'connecting') return { ...state, status: 'paused', error: 'unavailable' };
      if (state.status === 'playing') return lost(state, action.at);
      if (state.status === 'reconnecting') return reconnectFailed(state, action.at);
      return state;
    case 'streamEnded':
      // A live stream never ends: an end is a loss, as an error is.
      return state.status === 'playing' ? lost(state, action.at) : state;
    case 'reconnectStarted':
      return state.status === 'reconnecting' && state.reconnect
        ? { ...state, reconnect: { ...state.reconnect, inFlight: true } }
        : state;
    case 'reconnectFailed':
      return state.status === 'reconnecting' ? reconnectFailed(state, action.at) : state;
    case 'startTimedOut':
      if (state.status === 'connecting') return { ...state, status: 'paused', error: 'unavailable' };
      return state.status === 'reconnecting' ? reconnectFailed(state, action.at) : state;
    case 'muteToggled':
      return { ...state, muted: !state.muted };
    case 'volumeChanged': {
      const volume = clampVolume(action.volume);
      return { ...state, volume, muted: state.muted && volume > 0 ? false : state.muted };
    }
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}

/**
 * One failed attempt (its `error` event and its `play()` rejection arrive separately: only the first
 * counts). Past the give-up time the player stops and says the stream is unavailable.
 */
function reconnectFailed(state: PlayerState, at: number): PlayerState {
  const r = state.reconnect;
  if (!r || !r.inFlight) return state;
  if (at - r.since >= RECONNECT_GIVE_UP_MS) {
    return { ...state, status: 'paused', error: 'unavailable', reconnect: null };
  }
  return { ...state, reconnect: { ...r, attempt: r.attempt + 1, inFlight: false } };
}

/**
 * The label above the status: the station is 'On air' unless the reader's stream could not be reached,
 * when the red message says so and the label does not contradict it. A refused start (the browser's
 * own failure) leaves the station on air.
 */
export function airLabel(state: PlayerState): string {
  return state.error === 'unavailable' ? 'Off air' : 'On air';
}

/** The status line beside the play button (and in the mini player). */
export function statusText(state: PlayerState): string {
  switch (state.status) {
    case 'idle':
      return 'Press play to listen live.';
    case 'connecting':
      return 'Connecting…';
    case 'playing':
      return state.muted ? 'Live (muted)' : 'Live';
    case 'paused':
      // Stopped by a failure, not by the reader: 'Paused' beside the red message read as if they had paused it.
      return state.error ? 'Press play to try again.' : 'Paused';
    case 'reconnecting':
      return 'Reconnecting…';
    default: {
      const unknown: never = state.status;
      return unknown;
    }
  }
}
