/** docs/product/events.md#landing: the timeline may end with a card pointing to the product's social accounts. */
export function MoreEventsCard() {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white/60 p-5 text-stone-700">
      <p className="font-medium text-stone-900">More events coming soon...</p>
      <p className="mt-1 text-sm">
        Follow us on{' '}
        <a
          className="font-medium text-accent-700 underline-offset-2 hover:underline"
          href="https://x.com/hearthevents"
          target="_blank"
          rel="noreferrer"
        >
          X
        </a>{' '}
        and{' '}
        <a
          className="font-medium text-accent-700 underline-offset-2 hover:underline"
          href="https://www.linkedin.com/company/hearthevents"
          target="_blank"
          rel="noreferrer"
        >
          LinkedIn
        </a>{' '}
        to hear about the next one.
      </p>
    </div>
  );
}
