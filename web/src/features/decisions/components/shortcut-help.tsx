import { Dialog } from '../../../components/ui/dialog.tsx';
import { DECISION_SHORTCUTS } from '../use-decision-keys.ts';

/** The `?` help: every decision shortcut of the registration lists. */
export function ShortcutHelp({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Keyboard shortcuts" size="sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 px-6 py-5 text-sm">
        {DECISION_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.action} className="contents">
            <dt className="flex gap-1">
              {shortcut.keys.map((key) => (
                <kbd key={key} className="rounded border border-stone-300 bg-stone-50 px-1.5 font-mono text-xs text-stone-800">
                  {key}
                </kbd>
              ))}
            </dt>
            <dd className="text-stone-700">{shortcut.action}</dd>
          </div>
        ))}
      </dl>
      <p className="px-6 pb-5 text-xs text-stone-500">Shortcuts are off while you type in a field.</p>
    </Dialog>
  );
}
