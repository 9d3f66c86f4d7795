import { ButtonLink } from '../ui/button.tsx';
import { paths } from '../../lib/paths.ts';

/**
 * The one not-found screen (unknown page, event or user). It also tells crawlers not to index the
 * page when the app got here by client-side navigation; the server's 404 shell says it on first load.
 */
export function NotFoundScreen({
  title = 'This page does not exist',
  text = 'The link may be broken, or the page may have moved.',
}: {
  title?: string;
  text?: string;
}) {
  return (
    <section className="mx-auto mt-16 max-w-md text-center">
      <title>{`${title} · Hearth`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-medium text-accent-700">404</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-stone-900">{title}</h1>
      <p className="mt-2 text-stone-600">{text}</p>
      <ButtonLink to={paths.events()} className="mt-6">
        Explore events
      </ButtonLink>
    </section>
  );
}
