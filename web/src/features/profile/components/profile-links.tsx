import { displayLink, isHttpUrl } from '@hearth/contract/link-text';
import type { User } from '@hearth/contract/user';

const LINKS = [
  { key: 'linkedInURL', label: 'LinkedIn' },
  { key: 'githubURL', label: 'GitHub' },
  { key: 'twitterURL', label: 'Twitter/X' },
] as const;

/**
 * docs/product/profiles-and-projects.md#profile-header: links to LinkedIn, GitHub and Twitter/X, only when set, shortened (docs/product/site-and-layout.md#links); a link is
 * only ever rendered when it is http(s) (docs/architecture.md#security).
 */
export function ProfileLinks({ user }: { user: Pick<User, 'linkedInURL' | 'githubURL' | 'twitterURL'> }) {
  const links = LINKS.flatMap(({ key, label }) => {
    const url = user[key];
    return isHttpUrl(url) ? [{ key, label, url }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm" aria-label="Links">
      {links.map(({ key, label, url }) => (
        <li key={key} className="min-w-0 max-w-full">
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="group inline-flex max-w-full items-center gap-1.5 text-stone-800 hover:text-stone-950"
          >
            <span className="shrink-0 text-stone-600">{label}</span>{' '}
            <span className="max-w-56 truncate underline decoration-stone-300 underline-offset-4 group-hover:decoration-stone-600">
              {displayLink(url)}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
