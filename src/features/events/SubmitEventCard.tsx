/** SPEC.md's 'Submit an Event' card: organizers send their event through the form at /events/submit. */
export function SubmitEventCard() {
  return (
    <section aria-labelledby="submit-event-title" className="rounded-md border border-rule bg-brand p-5 text-white shadow-sm">
      <h2 id="submit-event-title" className="font-serif text-2xl font-bold">
        Submit an Event
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-white/90">
        Organizing something for Dallas neighbors? Send us the date, time, place and a short description: our
        community desk reviews every event before it goes on the calendar.
      </p>
      <a
        href="/events/submit"
        className="mt-4 inline-flex items-center rounded bg-white px-4 py-2 text-sm font-bold text-brand transition hover:bg-paper focus-visible:outline-white"
      >
        Submit Event
      </a>
    </section>
  );
}
