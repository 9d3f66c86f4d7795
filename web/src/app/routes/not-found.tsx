import { ButtonLink } from '../../components/ui/button.tsx';
import { paths } from '../../lib/paths.ts';

export function NotFoundRoute() {
  return (
    <section className="mx-auto mt-16 max-w-md text-center">
      <p className="text-sm font-medium text-accent-700">404</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">This page does not exist</h1>
      <p className="mt-2 text-stone-600">The link may be broken, or the page may have moved.</p>
      <ButtonLink to={paths.events()} className="mt-6">
        Explore events
      </ButtonLink>
    </section>
  );
}
