import { toast } from 'sonner';
import { Button } from './button.tsx';

/**
 * A secret shown once (an API key, a webhook signing secret): read-only, selected on focus, with a
 * Copy button that says whether it worked.
 */
export function SecretField({
  label,
  value,
  copied,
  notCopied,
}: {
  label: string;
  value: string;
  copied: string;
  notCopied: string;
}) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(copied);
    } catch {
      toast.error(notCopied);
    }
  }

  return (
    <div className="flex items-stretch gap-2">
      <input
        aria-label={label}
        readOnly
        value={value}
        onFocus={(event) => event.currentTarget.select()}
        className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-sm text-stone-900"
      />
      <Button variant="secondary" onClick={() => void copy()}>
        Copy
      </Button>
    </div>
  );
}
