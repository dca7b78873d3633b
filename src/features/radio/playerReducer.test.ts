import { RADIO_DEFAULT_VOLUME } from '@/config/constants';
import {
  airLabel,
  ERROR_MESSAGES,
  initialPlayerState,
  isOn,
  isStarting,
  playerReducer,
  reconnectDelay,
  RECONNECT_GIVE_UP_MS,
  START_TIMEOUT_MS,
  statusText,
  type PlayerAction,
  type PlayerState,
} from './playerReducer';

const run = (actions: PlayerAction[], from: PlayerState = initialPlayerState) => actions.reduce(playerReducer, from);
const playing = run([{ type: 'playRequested' }, { type: 'playing' }]);

describe('playerReducer', () => {
  it('starts idle, not muted, at the default volume 0.9, with no error', () => {
    expect(initialPlayerState).toMatchObject({ status: 'idle', muted: false, volume: RADIO_DEFAULT_VOLUME, error: null });
    expect(RADIO_DEFAULT_VOLUME).toBe(0.9);
    expect(isOn(initialPlayerState)).toBe(false);
  });

  it('play: connecting, then playing once the audio element plays; pause pauses', () => {
    const connecting = run([{ type: 'playRequested' }]);
    expect(connecting.status).toBe('connecting');
    expect(isOn(connecting)).toBe(true);
    expect(playing.status).toBe('playing');
    const paused = playerReducer(playing, { type: 'pauseRequested' });
    expect(paused.status).toBe('paused');
    expect(isOn(paused)).toBe(false);
  });

  it('a failed start shows "Unable to start playback" and stops; the next successful toggle clears it', () => {
    const failed = run([{ type: 'playRequested' }, { type: 'playRejected', at: 0 }]);
    expect(failed).toMatchObject({ status: 'paused', error: 'playFailed' });
    expect(ERROR_MESSAGES.playFailed).toBe('Unable to start playback. Please try again.');
    const retry = playerReducer(failed, { type: 'playRequested' });
    expect(retry.error).toBe('playFailed'); // still shown while connecting
    expect(playerReducer(retry, { type: 'playing' }).error).toBeNull();
    expect(playerReducer(failed, { type: 'pauseRequested' }).error).toBeNull();
  });

  it('an audio element error while starting shows "Stream temporarily unavailable", which the rejection keeps', () => {
    const errored = run([{ type: 'playRequested' }, { type: 'mediaError', at: 0 }, { type: 'playRejected', at: 0 }]);
    expect(errored).toMatchObject({ status: 'paused', error: 'unavailable' });
    expect(ERROR_MESSAGES.unavailable).toBe('Stream temporarily unavailable.');
  });

  it('a start that stalls (no sound, no error) stops with "Stream temporarily unavailable"', () => {
    const connecting = run([{ type: 'playRequested' }]);
    expect(isStarting(connecting)).toBe(true);
    const stalled = playerReducer(connecting, { type: 'startTimedOut', at: START_TIMEOUT_MS });
    expect(stalled).toMatchObject({ status: 'paused', error: 'unavailable' });
    expect(isOn(stalled)).toBe(false);
    // The rejection of the abandoned play() that follows changes nothing; a time-out once playing neither.
    expect(playerReducer(stalled, { type: 'playRejected', at: START_TIMEOUT_MS })).toBe(stalled);
    expect(playerReducer(playing, { type: 'startTimedOut', at: 0 })).toBe(playing);
    expect(isStarting(playing)).toBe(false);
  });

  it('the label says "Off air" beside "Stream temporarily unavailable", and "On air" otherwise', () => {
    expect(airLabel(initialPlayerState)).toBe('On air');
    expect(airLabel(playing)).toBe('On air');
    const unreachable = run([{ type: 'playRequested' }, { type: 'mediaError', at: 0 }]);
    expect(airLabel(unreachable)).toBe('Off air');
    // The browser refusing to start says nothing about the station.
    expect(airLabel(run([{ type: 'playRequested' }, { type: 'playRejected', at: 0 }]))).toBe('On air');
    // Until the stream plays again; then the station is on air.
    const retrying = playerReducer(unreachable, { type: 'playRequested' });
    expect(airLabel(retrying)).toBe('Off air');
    expect(airLabel(playerReducer(retrying, { type: 'playing' }))).toBe('On air');
  });

  it('a pause from the browser or the system (a call, another app) shows Paused, without an error', () => {
    const paused = playerReducer(playing, { type: 'pausedElsewhere' });
    expect(paused).toMatchObject({ status: 'paused', error: null });
    expect(isOn(paused)).toBe(false);
    expect(statusText(paused)).toBe('Paused');
    // Only a playing stream: while starting or reconnecting the element's own pauses are not the reader's.
    const connecting = run([{ type: 'playRequested' }]);
    expect(playerReducer(connecting, { type: 'pausedElsewhere' })).toBe(connecting);
    const reconnecting = playerReducer(playing, { type: 'streamEnded', at: 0 });
    expect(playerReducer(reconnecting, { type: 'pausedElsewhere' })).toBe(reconnecting);
    // Playing again from there (the lock screen's play) is playing.
    expect(playerReducer(paused, { type: 'playing' }).status).toBe('playing');
  });

  it('mute toggles; volume changes keep mute, except raising it above 0 un-mutes', () => {
    const muted = playerReducer(playing, { type: 'muteToggled' });
    expect(muted.muted).toBe(true);
    expect(playerReducer(muted, { type: 'muteToggled' }).muted).toBe(false);
    expect(playerReducer(muted, { type: 'volumeChanged', volume: 0 })).toMatchObject({ muted: true, volume: 0 });
    expect(playerReducer(muted, { type: 'volumeChanged', volume: 0.3 })).toMatchObject({ muted: false, volume: 0.3 });
  });

  it('volume 0 is not "muted" unless mute was pressed; volume is clamped to 0..1', () => {
    expect(playerReducer(playing, { type: 'volumeChanged', volume: 0 })).toMatchObject({ muted: false, volume: 0 });
    expect(playerReducer(playing, { type: 'volumeChanged', volume: 1.5 }).volume).toBe(1);
    expect(playerReducer(playing, { type: 'volumeChanged', volume: -1 }).volume).toBe(0);
    expect(playerReducer(playing, { type: 'volumeChanged', volume: Number.NaN }).volume).toBe(RADIO_DEFAULT_VOLUME);
  });

  describe('losing the live stream', () => {
    it('an end or an error while playing is a loss: reconnecting, no red message', () => {
      for (const action of [{ type: 'streamEnded', at: 1000 }, { type: 'mediaError', at: 1000 }] as const) {
        const state = playerReducer(playing, action);
        expect(state).toMatchObject({ status: 'reconnecting', error: null, reconnect: { since: 1000, attempt: 0, inFlight: false } });
        expect(statusText(state)).toBe('Reconnecting…');
        expect(isOn(state)).toBe(true);
      }
    });

    it('counts one failure per attempt even when both the error and the rejection arrive', () => {
      const lost = run([{ type: 'streamEnded', at: 0 }, { type: 'reconnectStarted' }], playing);
      const failed = run([{ type: 'mediaError', at: 600 }, { type: 'playRejected', at: 600 }], lost);
      expect(failed.reconnect).toEqual({ since: 0, attempt: 1, inFlight: false });
      expect(failed.status).toBe('reconnecting');
    });

    it('playing again ends the reconnection', () => {
      const back = run([{ type: 'streamEnded', at: 0 }, { type: 'reconnectStarted' }, { type: 'playing' }], playing);
      expect(back).toMatchObject({ status: 'playing', reconnect: null, error: null });
    });

    it('gives up after 30 s with "Stream temporarily unavailable"', () => {
      let state = run([{ type: 'streamEnded', at: 0 }], playing);
      for (let at = 1000; at < RECONNECT_GIVE_UP_MS; at += 2000) {
        state = run([{ type: 'reconnectStarted' }, { type: 'reconnectFailed', at }], state);
        expect(state.status).toBe('reconnecting');
      }
      state = run([{ type: 'reconnectStarted' }, { type: 'reconnectFailed', at: RECONNECT_GIVE_UP_MS }], state);
      expect(state).toMatchObject({ status: 'paused', error: 'unavailable', reconnect: null });
    });

    it('a reconnection that stalls counts as a failed attempt, and still gives up after 30 s', () => {
      const lost = run([{ type: 'streamEnded', at: 0 }, { type: 'reconnectStarted' }], playing);
      expect(isStarting(lost)).toBe(true);
      const stalled = playerReducer(lost, { type: 'startTimedOut', at: START_TIMEOUT_MS });
      expect(stalled).toMatchObject({ status: 'reconnecting', reconnect: { since: 0, attempt: 1, inFlight: false } });
      expect(isStarting(stalled)).toBe(false);
      const again = run([{ type: 'reconnectStarted' }, { type: 'startTimedOut', at: RECONNECT_GIVE_UP_MS + 1000 }], stalled);
      expect(again).toMatchObject({ status: 'paused', error: 'unavailable', reconnect: null });
    });

    it('pause stops reconnecting', () => {
      const state = run([{ type: 'streamEnded', at: 0 }, { type: 'pauseRequested' }], playing);
      expect(state).toMatchObject({ status: 'paused', reconnect: null });
    });

    it('an end while paused is no loss', () => {
      const paused = playerReducer(playing, { type: 'pauseRequested' });
      expect(playerReducer(paused, { type: 'streamEnded', at: 0 })).toBe(paused);
      expect(playerReducer(paused, { type: 'mediaError', at: 0 })).toBe(paused);
    });

    it('backs off from 0.5 s to at most 2 s', () => {
      expect([0, 1, 2, 3, 10].map(reconnectDelay)).toEqual([500, 1000, 2000, 2000, 2000]);
    });
  });

  it('describes each state in words', () => {
    expect(statusText(initialPlayerState)).toBe('Press play to listen live.');
    expect(statusText(run([{ type: 'playRequested' }]))).toBe('Connecting…');
    expect(statusText(playing)).toBe('Live');
    expect(statusText(playerReducer(playing, { type: 'muteToggled' }))).toBe('Live (muted)');
    expect(statusText(playerReducer(playing, { type: 'pauseRequested' }))).toBe('Paused');
  });

  it('does not say "Paused" beside a red message: the reader did not pause, and can press play again', () => {
    const stopped = [
      run([{ type: 'playRequested' }, { type: 'playRejected', at: 0 }]),
      run([{ type: 'playRequested' }, { type: 'mediaError', at: 0 }]),
      run([{ type: 'playRequested' }, { type: 'startTimedOut', at: START_TIMEOUT_MS }]),
      run(
        [{ type: 'streamEnded', at: 0 }, { type: 'reconnectStarted' }, { type: 'reconnectFailed', at: RECONNECT_GIVE_UP_MS }],
        playing,
      ),
    ];
    for (const state of stopped) {
      expect(state.error).not.toBeNull();
      expect(isOn(state)).toBe(false);
      expect(statusText(state)).toBe('Press play to try again.');
    }
    // Pressing play again: 'Connecting…' while the red message stays; the reader's pause then is a pause.
    const retry = playerReducer(stopped[0]!, { type: 'playRequested' });
    expect(statusText(retry)).toBe('Connecting…');
    expect(statusText(playerReducer(retry, { type: 'pauseRequested' }))).toBe('Paused');
  });
});
