import { RadioControls } from './RadioControls';
import { NowPlayingTitle } from './NowPlayingTitle';
import { RADIO_STREAM_SRC } from './radioConfig';

/** The /radio page's player: the controls panel and the 'Now Playing' card (server-rendered shell). */
export function RadioPlayer() {
  return (
    // One column that is the page's width (`grid-cols-1`, not the implicit column that grows to its
    // content's narrowest width): at a large text size the volume slider's 12rem pushed both cards past a
    // phone's screen.
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[3fr_2fr]">
      <section
        aria-labelledby="radio-player-heading"
        className="rounded-lg bg-brand bg-gradient-to-br from-brand to-brand-dark p-6 text-white shadow-md sm:p-8"
      >
        <h2 id="radio-player-heading" className="mb-6 font-serif text-2xl font-bold">
          Dallas Local Radio
        </h2>
        <RadioControls />
        {/* Without scripts the controls above do nothing (and are not shown): the browser's own player
            plays the same stream. */}
        <noscript>
          <p className="mb-3">Press play to listen live.</p>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a live radio stream has no caption track */}
          <audio controls preload="none" src={RADIO_STREAM_SRC} className="w-full">
            <a href={RADIO_STREAM_SRC} className="font-semibold text-white underline">
              Listen to the live stream
            </a>
          </audio>
        </noscript>
      </section>
      <section aria-labelledby="now-playing-heading" className="rounded-lg border border-rule bg-white p-6 shadow-sm sm:p-8">
        <h2 id="now-playing-heading" className="text-xs font-bold uppercase tracking-widest text-accent">
          Now Playing
        </h2>
        <div className="mt-3">
          <NowPlayingTitle />
        </div>
        <p className="mt-6 border-t border-rule pt-4 text-sm leading-relaxed text-muted">
          <strong className="text-ink">Tip:</strong> if you hear nothing, press Play. Browsers block audio that starts by
          itself with sound, so the stream may need a click to begin. It keeps playing while you read other pages.
        </p>
      </section>
    </div>
  );
}
