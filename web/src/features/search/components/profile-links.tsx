import { displayLink, isHttpUrl } from '@hearth/contract/link-text';

/** A profile's links, only when set and http(s) (docs/architecture.md#security), shortened for display (docs/product/site-and-layout.md#links). */
export function ProfileLinks({ links }: { links: { label: string; url: string | null | undefined }[] }) {
  const shown = links.filter((link): link is { label: string; url: string } => isHttpUrl(link.url));
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {shown.map((link) => (
        <li key={link.label}>
          <span className="text-stone-500">{link.label}: </span>
          <a
            href={link.url}
            target="_blank"
            rel="noreferrer noopener"
            className="font-medium text-accent-700 underline-offset-2 hover:underline"
          >
            {displayLink(link.url)}
          </a>
        </li>
      ))}
    </ul>
  );
}
