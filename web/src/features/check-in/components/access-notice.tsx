import { ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';

const copy = {
  forbidden: {
    title: 'You cannot check guests in here',
    text: 'Only the event’s hosts and site admins can check guests in.',
  },
  'not-found': { title: 'Event not found', text: 'There is no event at this address, or it was deleted.' },
};

/** What a signed-in person who is not a host of the event, or who followed a dead link, sees. */
export function AccessNotice({ kind, slug }: { kind: keyof typeof copy; slug: string }) {
  return (
    <section className="mx-auto mt-16 max-w-md text-center">
      <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{copy[kind].title}</h1>
      <p className="mt-2 text-stone-600">{copy[kind].text}</p>
      <ButtonLink to={kind === 'forbidden' ? paths.event(slug) : paths.events()} className="mt-6 h-11">
        {kind === 'forbidden' ? 'Go to the event page' : 'Explore events'}
      </ButtonLink>
    </section>
  );
}
