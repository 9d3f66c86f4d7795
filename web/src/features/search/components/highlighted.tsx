import type { Snippet } from '@hearth/contract/search';

/** A snippet's hits as <mark>: text nodes only, never HTML (docs/architecture.md#security). */
export function Highlighted({ snippet }: { snippet: Snippet }) {
  return (
    <>
      {snippet.parts.map((part, index) =>
        part.hit ? (
          <mark key={index} className="rounded bg-amber-100 px-0.5 text-stone-900">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
