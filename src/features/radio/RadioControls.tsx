'use client';
import { RADIO_VOLUME_MAX, RADIO_VOLUME_MIN, RADIO_VOLUME_STEP } from '@/config/constants';
import { airLabel, ERROR_MESSAGES, isOn, statusText } from './playerReducer';
import { useRadio } from './RadioProvider';

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-8 w-8 fill-current">
      <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l11.1-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14Z" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-8 w-8 fill-current">
      <rect x="6" y="4.5" width="4" height="15" rx="1" />
      <rect x="14" y="4.5" width="4" height="15" rx="1" />
    </svg>
  );
}

function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5 fill-none stroke-current" strokeWidth="2" strokeLinecap="round">
      <path d="M4 9h4l5-4v14l-5-4H4z" className="fill-current" />
      {muted ? <path d="m16 9 6 6m0-6-6 6" /> : <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />}
    </svg>
  );
}

/** Play/pause, mute and volume, the status line and the red message (SPEC.md sections 4 and 8). */
export function RadioControls() {
  const { state, play, pause, toggleMute, setVolume } = useRadio();
  const on = isOn(state);
  const volumePercent = Math.round(state.volume * 100);

  return (
    <div data-needs-script="" className="@container flex flex-col gap-6">
      {/* The status beside the button, wrapping within its room, wherever the longest word of any status
          ('Reconnecting…') fits there: in a wrapping row, a long status ('Press play to listen live.') went
          below the button on a phone and the short ones ('Connecting…') beside it, so pressing Play moved
          the controls under the reader's finger. Where it cannot fit (a phone with a large text size: all
          of these sizes are in rem, so the room is counted in rem), the status is below the button
          whatever it says, instead of breaking inside its words. */}
      <div className="flex flex-col items-start gap-5 @[17.25rem]:flex-row @[17.25rem]:items-center">
        <button
          type="button"
          onClick={on ? pause : play}
          className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-white text-brand shadow-lg transition hover:scale-105 focus-visible:outline-white"
        >
          {on ? <PauseIcon /> : <PlayIcon />}
          <span className="sr-only">{on ? 'Pause' : 'Play'}</span>
        </button>
        <div className="w-full min-w-0 @[17.25rem]:flex-1">
          <p data-testid="air-label" className="flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-white/80">
            <span
              aria-hidden="true"
              className={`inline-block h-2.5 w-2.5 rounded-full ${state.status === 'playing' ? 'animate-pulse bg-red-500' : 'bg-white/40'}`}
            />
            {airLabel(state)}
          </p>
          <p role="status" className="mt-1 text-xl font-bold text-white sm:text-2xl">
            {statusText(state)}
          </p>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          onClick={toggleMute}
          className="inline-flex items-center gap-2 rounded-md border border-white/40 px-4 py-2 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-white"
        >
          <SpeakerIcon muted={state.muted} />
          {state.muted ? 'Unmute' : 'Mute'}
        </button>
        <label htmlFor="radio-volume" className="text-sm font-semibold text-white">
          Volume
        </label>
        <input
          id="radio-volume"
          type="range"
          min={RADIO_VOLUME_MIN}
          max={RADIO_VOLUME_MAX}
          step={RADIO_VOLUME_STEP}
          value={state.volume}
          aria-valuetext={`${volumePercent}%`}
          onChange={(e) => setVolume(Number(e.target.value))}
          className="h-6 w-48 max-w-full cursor-pointer accent-white focus-visible:outline-white"
        />
        <span aria-hidden="true" className="w-10 text-sm tabular-nums text-white/80">
          {volumePercent}%
        </span>
      </div>

      {state.error ? (
        <p role="alert" className="rounded-md bg-white px-4 py-3 font-semibold text-[#b91c1c]">
          {ERROR_MESSAGES[state.error]}
        </p>
      ) : null}
    </div>
  );
}
