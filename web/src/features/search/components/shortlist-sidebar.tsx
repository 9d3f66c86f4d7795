import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { downloadShortlist, shortlistActions, useShortlist } from '../shortlist.ts';

/** Clear is one click next to Download, so its toast offers Undo (docs/product/search.md#shortlist). */
function clearShortlist() {
  const previous = shortlistActions.clear();
  const count = previous.entries.length;
  toast.success(`Shortlist cleared (${count} ${count === 1 ? 'person' : 'people'})`, {
    duration: 6000,
    action: { label: 'Undo', onClick: () => shortlistActions.restore(previous) },
  });
}

/** docs/product/search.md#shortlist sidebar (shown when non-empty): group name, clear (with Undo), download, per-entry remove. */
export function ShortlistSidebar() {
  const shortlist = useShortlist();
  if (shortlist.entries.length === 0) return null;
  return (
    <aside aria-label="Shortlist" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-xs">
      <div className="flex items-center gap-2">
        <input
          aria-label="Group name"
          value={shortlist.name}
          onChange={(event) => shortlistActions.rename(event.target.value)}
          placeholder="Untitled"
          className="h-9 min-w-0 flex-1 rounded-lg border border-transparent px-2 font-medium text-stone-900 placeholder:text-stone-500 hover:border-stone-200 focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-500/25"
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label="Download shortlist CSV"
          title="Download CSV"
          onClick={() => downloadShortlist(shortlist)}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M10 3v10m0 0l-4-4m4 4l4-4M4 16h12" />
          </svg>
        </Button>
        <Button variant="ghost" size="icon" aria-label="Clear shortlist" title="Clear" onClick={clearShortlist}>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 6h12M8 6V4h4v2m-6 0l1 10h6l1-10" />
          </svg>
        </Button>
      </div>
      <ul className="mt-3 divide-y divide-stone-100">
        {shortlist.entries.map((entry) => (
          <li key={entry.id} className="flex items-center justify-between gap-2 py-2 text-sm">
            <div className="min-w-0">
              <p className="truncate font-medium text-stone-900" title={entry.name}>
                {entry.name}
              </p>
              <p className="truncate text-stone-600" title={entry.headline}>
                {entry.headline}
              </p>
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${entry.name} from the shortlist`}
              onClick={() => shortlistActions.remove(entry.id)}
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M5 5l10 10M15 5L5 15" />
              </svg>
            </Button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
