'use client';
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { START_TIMEOUT_MS, initialPlayerState, isOn, isStarting, playerReducer, reconnectDelay, type PlayerState } from './playerReducer';
import { RADIO_STREAM_SRC } from './radioConfig';
import { useMediaSession } from './useMediaSession';
import { useNowPlaying, type NowPlaying } from './useNowPlaying';

type RadioContextValue = {
  state: PlayerState;
  nowPlaying: NowPlaying;
  play: () => void;
  pause: () => void;
  toggleMute: () => void;
  setVolume: (volume: number) => void;
};

const RadioContext = createContext<RadioContextValue | null>(null);

export function useRadio(): RadioContextValue {
  const value = useContext(RadioContext);
  if (!value) throw new Error('useRadio needs <RadioProvider> (mounted in the root layout).');
  return value;
}

/**
 * The one audio element of the site, in the root layout so that the radio keeps playing while the
 * reader moves between pages. Its state lives in `playerReducer`; this component only wires the
 * element's events and the reconnection timer to it.
 */
export function RadioProvider({ children }: { children: ReactNode }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [state, dispatch] = useReducer(playerReducer, initialPlayerState);
  const on = isOn(state);
  // Asked once the audio plays (the station, or the demo standing in for it, is up by then).
  const nowPlaying = useNowPlaying(state.status === 'playing');

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.volume = state.volume;
    audio.muted = state.muted;
  }, [state.volume, state.muted]);

  /** A fresh request every time, so that playback joins the live edge, not old buffered audio. */
  const startStream = useCallback((onRejected: () => void) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.load();
    audio.play().catch(onRejected);
  }, []);

  const play = useCallback(() => {
    dispatch({ type: 'playRequested' });
    startStream(() => dispatch({ type: 'playRejected', at: Date.now() }));
  }, [startStream]);

  const pause = useCallback(() => {
    audioRef.current?.pause();
    dispatch({ type: 'pauseRequested' });
  }, []);

  const toggleMute = useCallback(() => dispatch({ type: 'muteToggled' }), []);
  const setVolume = useCallback((volume: number) => dispatch({ type: 'volumeChanged', volume }), []);

  // Reconnect after a loss, with growing back-off (the reducer gives up after 30 s).
  const attempt = state.reconnect && !state.reconnect.inFlight ? state.reconnect.attempt : null;
  useEffect(() => {
    if (state.status !== 'reconnecting' || attempt === null) return;
    const timer = setTimeout(() => {
      dispatch({ type: 'reconnectStarted' });
      startStream(() => dispatch({ type: 'reconnectFailed', at: Date.now() }));
    }, reconnectDelay(attempt));
    return () => clearTimeout(timer);
  }, [state.status, attempt, startStream]);

  // A start that gets neither sound nor an error (a stalled stream) fails after START_TIMEOUT_MS. Its
  // request is dropped: load() resets the element, which with preload="none" fetches nothing more
  // until the next play().
  const starting = isStarting(state);
  useEffect(() => {
    if (!starting) return;
    const timer = setTimeout(() => {
      audioRef.current?.load();
      dispatch({ type: 'startTimedOut', at: Date.now() });
    }, START_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [starting]);

  useMediaSession({ on, nowPlaying, play, pause });

  const value = useMemo(
    () => ({ state, nowPlaying, play, pause, toggleMute, setVolume }),
    [state, nowPlaying, play, pause, toggleMute, setVolume],
  );

  return (
    <RadioContext.Provider value={value}>
      {children}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a live radio stream has no caption track; its title is shown as text */}
      <audio
        ref={audioRef}
        src={RADIO_STREAM_SRC}
        preload="none"
        data-radio-audio=""
        onPlaying={() => dispatch({ type: 'playing' })}
        // A pause the reader did not ask for here. The end of the stream pauses the element too, just
        // before its 'ended' (a loss, handled there): that one is left alone.
        onPause={(event) => {
          if (!event.currentTarget.ended) dispatch({ type: 'pausedElsewhere' });
        }}
        onEnded={() => dispatch({ type: 'streamEnded', at: Date.now() })}
        onError={() => dispatch({ type: 'mediaError', at: Date.now() })}
      />
    </RadioContext.Provider>
  );
}
