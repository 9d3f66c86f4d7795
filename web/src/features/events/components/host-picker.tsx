import { useState } from 'react';
import { toast } from 'sonner';
import type { EventHost } from '@hearth/contract/events';
import type { UserLookup } from '@hearth/contract/user';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { RemovableChip } from '../../../components/ui/removable-chip.tsx';
import { api } from '../../../lib/api-client.ts';

/** Site admins make users co-hosts (per-event role event_admin) by e-mail. */
export function HostPicker({ value, onChange }: { value: EventHost[]; onChange: (hosts: EventHost[]) => void }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const add = async () => {
    const address = email.trim();
    if (!address) return;
    setBusy(true);
    try {
      const found = await api<UserLookup | null>('/user/email', { params: { email: address } });
      if (!found) toast.error('Cannot find this member');
      else if (value.some((host) => host.id === found.id)) toast.error('Member already exists in the list');
      else {
        onChange([...value, { id: found.id, name: found.name || address }]);
        setEmail('');
      }
    } catch {
      toast.error('Cannot find this member');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2 rounded-xl border border-stone-200 p-4">
      <p className="text-sm font-semibold text-stone-900">Event admins</p>
      <p className="text-xs text-stone-600">They can edit this event and open its manager.</p>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {value.map((host) => (
            <RemovableChip
              key={host.id}
              removeLabel={`Remove ${host.name}`}
              onRemove={() => onChange(value.filter((other) => other.id !== host.id))}
            >
              {host.name}
            </RemovableChip>
          ))}
        </ul>
      ) : null}
      <div className="flex items-end gap-2">
        <Field label="Add by e-mail" className="flex-1">
          {(props) => (
            <Input
              {...props}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void add();
                }
              }}
              placeholder="name@example.com"
            />
          )}
        </Field>
        <Button variant="secondary" onClick={() => void add()} disabled={!email.trim() || busy}>
          Add
        </Button>
      </div>
    </div>
  );
}
