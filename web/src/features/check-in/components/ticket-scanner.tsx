import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { CameraScanner } from './camera-scanner.tsx';

/**
 * Reads a ticket: from the camera, or typed (hosts whose camera fails, and tests, which feed it a QR
 * payload). Either way the text goes to `onScan`; the field keeps focus for the next guest.
 */
export function TicketScanner({ onScan, busy }: { onScan: (text: string) => void; busy: boolean }) {
  const [code, setCode] = useState('');
  const field = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) return;
    onScan(code);
    setCode('');
    field.current?.focus();
  };

  return (
    <section aria-labelledby="scan-title" className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs">
      <h2 id="scan-title" className="font-semibold text-stone-900">
        Scan a ticket
      </h2>
      <CameraScanner onDecode={onScan} />
      <form onSubmit={submit} className="space-y-1.5">
        <label htmlFor="ticket-code" className="block text-sm font-medium text-stone-800">
          Ticket code
        </label>
        <div className="flex gap-2">
          <Input
            ref={field}
            id="ticket-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder="Type or paste"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            className="h-11 min-w-0 flex-1"
          />
          <Button type="submit" className="h-11 shrink-0" disabled={busy || !code.trim()}>
            Check in
          </Button>
        </div>
      </form>
    </section>
  );
}
