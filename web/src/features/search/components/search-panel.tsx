import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { KeyHint } from '../../../components/ui/key-hint.tsx';
import { PromptBox } from './prompt-box.tsx';

/** What the panel shows and drives of one tab's search (useSearch). */
type TabSearch<T> = {
  status: string;
  results: T[];
  selectedId: string | null;
  setSelectedId: (id: string) => void;
  busy: 'idle' | 'searching' | 'loadingMore';
  search: (prompt: string) => Promise<void>;
  more: () => Promise<void>;
};

type Props<T> = {
  search: TabSearch<T>;
  inputId: string;
  label: string;
  placeholder: string;
  loadMoreLabel: string;
  /** The keyboard hint under the box (hidden on touch screens). */
  keysHint: string;
  prompt: string;
  onPromptChange: (prompt: string) => void;
  idOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** After a click or tap selected a result: show its profile where there is no room beside the list. */
  onChoose: () => void;
};

/** Search box, the docs/product/search.md#status-lines status line, numbered results (hover selects) and load more. */
export function SearchPanel<T>(props: Props<T>) {
  const { prompt, search } = props;
  return (
    <div className="space-y-3">
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void search.search(prompt);
        }}
      >
        <label htmlFor={props.inputId} className="sr-only">
          {props.label}
        </label>
        <PromptBox
          id={props.inputId}
          value={prompt}
          onChange={props.onPromptChange}
          onSubmit={() => void search.search(prompt)}
          placeholder={props.placeholder}
        />
        <Button type="submit" className="self-start" disabled={search.busy === 'searching'}>
          Search
        </Button>
      </form>
      <KeyHint className="block text-xs text-stone-500">{props.keysHint}</KeyHint>
      <p role="status" aria-live="polite" data-testid="search-status" className="min-h-5 text-sm text-stone-600">
        {search.status}
      </p>
      {search.results.length > 0 ? (
        <ol className="space-y-1" aria-label="Results">
          {search.results.map((item, index) => {
            const id = props.idOf(item);
            const selected = id === search.selectedId;
            return (
              <li key={id}>
                <button
                  type="button"
                  aria-current={selected ? 'true' : undefined}
                  // Hover selects (docs/product/search.md#screen), but only when the pointer moves: content scrolling under a
                  // still pointer must not change the shown profile.
                  onMouseMove={(event) => {
                    if (!selected && (event.movementX !== 0 || event.movementY !== 0)) search.setSelectedId(id);
                  }}
                  onFocus={() => search.setSelectedId(id)}
                  onClick={() => {
                    search.setSelectedId(id);
                    props.onChoose();
                  }}
                  className={cn(
                    'flex w-full items-start gap-3 rounded-lg px-3 py-2 text-left text-sm transition-colors',
                    selected ? 'bg-stone-900 text-white' : 'hover:bg-stone-100',
                  )}
                >
                  <span className={cn('w-6 shrink-0 text-right tabular-nums', selected ? 'text-stone-300' : 'text-stone-600')}>
                    {index + 1}.
                  </span>
                  <span className="min-w-0 flex-1">{props.renderItem(item)}</span>
                </button>
              </li>
            );
          })}
        </ol>
      ) : null}
      {search.results.length > 0 && search.status !== 'No more results.' ? (
        <Button variant="secondary" className="w-full" onClick={() => void search.more()} disabled={search.busy !== 'idle'}>
          {props.loadMoreLabel}
        </Button>
      ) : null}
    </div>
  );
}
