import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isHttpUrl, withScheme } from '@hearth/contract/link-text';
import type { EventPerson } from '@hearth/contract/events';
import { InitialAvatar } from '../../../components/ui/avatar.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { paths } from '../../../lib/paths.ts';

/** An uploaded (`/files/…`, `/demo/…`) or http(s) logo; anything else is not rendered. */
const isSafeImage = (src: string | undefined) => Boolean(src && (src.startsWith('/') ? !src.startsWith('//') : isHttpUrl(src)));

/** docs/product/events.md#sections person tile: initial avatar, name, optional title. */
export function PersonTile({ person }: { person: EventPerson }) {
  const name = person.userID ? (
    <Link to={paths.user(person.userID)} className="hover:underline">
      {person.name}
    </Link>
  ) : (
    person.name
  );
  return (
    <li className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-3">
      <InitialAvatar name={person.name} />
      <div className="min-w-0">
        <p className="font-medium text-stone-900">{name}</p>
        {person.title ? <p className="text-sm text-stone-600">{person.title}</p> : null}
      </div>
    </li>
  );
}

/**
 * docs/product/events.md#sections sponsor tile (also tech partners and cohosts): logo or name, linking to the website
 * with https:// added when missing; a link that is not http(s) is shown as plain text.
 */
export function OrganisationTile({
  name,
  url,
  imageSrc,
  description,
}: {
  name: string;
  url?: string;
  imageSrc?: string;
  description?: string;
}) {
  const href = url ? withScheme(url) : '';
  const body = (
    <>
      {isSafeImage(imageSrc) ? (
        <img src={imageSrc} alt={name} className="h-12 max-w-full object-contain" loading="lazy" />
      ) : (
        <span className="max-w-full text-base font-semibold text-stone-900">{name}</span>
      )}
      {description ? (
        <span className="mt-1 line-clamp-2 text-xs text-stone-600" title={description}>
          {description}
        </span>
      ) : null}
    </>
  );
  const className =
    'flex h-full min-h-24 flex-col items-center justify-center rounded-xl border border-stone-200 bg-white p-4 text-center';
  return (
    <li>
      {isHttpUrl(href) ? (
        <a
          href={href}
          target="_blank"
          rel="noreferrer"
          className={`${className} transition hover:border-stone-300 hover:shadow-sm`}
        >
          {body}
        </a>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  );
}

/** docs/product/events.md#sections: a section of tiles, shown only when it has one. */
function TileSection({ title, gridClassName, tiles }: { title: string; gridClassName: string; tiles: ReactNode[] }) {
  if (tiles.length === 0) return null;
  return (
    <Section look="event" title={title}>
      <ul className={gridClassName}>{tiles}</ul>
    </Section>
  );
}

/** docs/product/events.md#sections: person tiles (Speakers, Judges). */
export function PeopleSection({ title, people }: { title: string; people: EventPerson[] }) {
  const tiles = people.map((person, index) => <PersonTile key={`${person.name}-${index}`} person={person} />);
  return <TileSection title={title} gridClassName="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" tiles={tiles} />;
}

type Organisation = { name: string; url?: string; imageSrc?: string; description?: string };

/** docs/product/events.md#sections: organisation tiles (Sponsors, Tech Partners, Cohosts). */
export function OrganisationsSection({ title, organisations }: { title: string; organisations: Organisation[] }) {
  const tiles = organisations.map((organisation, index) => (
    <OrganisationTile key={`${organisation.name}-${index}`} {...organisation} />
  ));
  return <TileSection title={title} gridClassName="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" tiles={tiles} />;
}
