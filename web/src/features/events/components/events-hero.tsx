import { celebrate } from '../../../lib/celebrate.ts';

const CELEBRATION_ID = 'events-hero-celebration';

/** docs/product/events.md#landing hero: image, title, tagline, and a hidden button for a small emoji celebration (10 emoji). */
export function EventsHero() {
  const reward = () => void celebrate(CELEBRATION_ID, { emoji: ['🔥', '🎉', '🚀', '✨'], elementCount: 10, lifetime: 300 });
  return (
    <section className="relative overflow-hidden rounded-3xl bg-stone-900 text-white shadow-sm">
      <img src="/hero-events.svg" alt="" className="absolute inset-0 h-full w-full object-cover" />
      <div className="relative px-6 py-12 sm:px-10 sm:py-16">
        <h1 className="text-4xl font-semibold tracking-tight sm:text-5xl">Events</h1>
        <p className="mt-3 max-w-xl text-base text-orange-50 sm:text-lg">
          Hackathons, conferences, workshops and meetups for AI builders.
        </p>
      </div>
      <button
        type="button"
        onClick={reward}
        aria-label="Celebrate"
        className="absolute right-0 top-0 h-3/4 w-2/5 flex items-center justify-center rounded-3xl bg-transparent focus-visible:outline-white"
      >
        <span id={CELEBRATION_ID} />
      </button>
    </section>
  );
}
