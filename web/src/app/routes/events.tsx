/** Placeholder until the events feature lands (issue 3). */
export function EventsRoute() {
  return (
    <section>
      <h1 className="text-3xl font-semibold tracking-tight">Events</h1>
      <p className="mt-2 text-stone-600">Hackathons, conferences, workshops and meetups for AI builders.</p>
    </section>
  );
}
