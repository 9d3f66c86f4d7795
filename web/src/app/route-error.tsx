/** Shown in place of the whole app when a screen fails to render or its code fails to load. */
export function RouteError() {
  return (
    <div role="alert" className="mx-auto mt-24 max-w-md px-4 text-center">
      <h1 className="text-xl font-semibold">Something went wrong.</h1>
      <p className="mt-2 text-sm text-stone-600">
        Please reload the page. If it keeps happening, report the issue from the footer.
      </p>
      <a href="/events" className="mt-6 inline-block text-sm font-medium text-accent-700 underline">
        Back to events
      </a>
    </div>
  );
}
