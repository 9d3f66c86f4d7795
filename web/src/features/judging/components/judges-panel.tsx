import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { JudgingSetup } from '@hearth/contract/judging';
import { looksLikeInviteEmail } from '@hearth/contract/invites';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { runAction } from '../../../lib/action.ts';
import { inviteJudges, judgingKeys, removeJudge, setJudgeTrack } from '../api.ts';

/** docs/product/judging.md#judges: invite judges by e-mail (role judge), give them a track, remove them. */
export function JudgesPanel({ slug, setup }: { slug: string; setup: JudgingSetup }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: judgingKeys.event(slug) });
  const invite = async () => {
    const sent = await runAction(() => inviteJudges(slug, [email.trim()]), { success: `Invitation sent to ${email.trim()}` });
    if (sent) setEmail('');
  };
  return (
    <div className="space-y-4">
      <form
        className="flex flex-col gap-2 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          void invite();
        }}
      >
        <Input
          type="email"
          aria-label="Judge e-mail"
          placeholder="judge@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={!looksLikeInviteEmail(email)}>
          Invite judge
        </Button>
      </form>
      <p className="text-xs text-stone-600">
        Judges get an e-mailed link; they judge once they accept. Pending invitations are in the event manager’s Invites tab.
      </p>
      {setup.judges.length === 0 ? (
        <p className="text-sm text-stone-600">No judges yet.</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200">
          {setup.judges.map((judge) => (
            <li key={judge.user_id} className="flex flex-wrap items-center gap-3 p-3">
              <span className="min-w-0 flex-1">
                <span className="font-medium text-stone-900">{judge.name || 'A judge'}</span>
                <span className="block text-xs text-stone-600">{judge.scored} scored</span>
              </span>
              {setup.tracks.length > 0 ? (
                <select
                  aria-label={`Track of ${judge.name}`}
                  value={judge.track ?? ''}
                  onChange={(event) =>
                    void runAction(() => setJudgeTrack(slug, judge.user_id, { track: event.target.value || null }), {
                      success: 'Track saved',
                    }).then(refresh)
                  }
                  className="h-9 rounded-lg border border-stone-300 bg-white px-2 text-sm"
                >
                  <option value="">Every project</option>
                  {setup.tracks.map((track) => (
                    <option key={track} value={track}>
                      {track}
                    </option>
                  ))}
                </select>
              ) : null}
              <ConfirmButton
                label="Remove"
                ariaLabel={`Remove ${judge.name} as judge`}
                title="Remove this judge?"
                description="Their scores are deleted with them and no longer count in the results."
                pending={false}
                onConfirm={async () =>
                  Boolean(await runAction(() => removeJudge(slug, judge.user_id), { success: 'Judge removed' }))
                }
                onConfirmed={() => void refresh()}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
