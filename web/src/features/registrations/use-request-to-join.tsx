import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useReward } from 'react-rewards';
import { toast } from 'sonner';
import type { Event } from '@hearth/contract/events';
import { NOT_LOGGED_IN_MESSAGE, PROFILE_INCOMPLETE_MESSAGE, needsQuestionsDialog } from '@hearth/contract/registrations';
import { isProfileComplete } from '@hearth/contract/user';
import { runAction } from '../../lib/action.ts';
import { currentPath, paths } from '../../lib/paths.ts';
import { useAuth } from '../auth/use-auth.ts';
import { requestToJoin, useRegistrationMutation } from './api.ts';
import { QuestionsDialog } from './components/questions-dialog.tsx';

/** SPEC §9: 25 emoji on the event page, 10 on the list page, lifetime 300 frames. */
export const CELEBRATION = { eventPage: 25, listPage: 10, lifetime: 300 } as const;
const EMOJI = ['🎉', '🥳', '🔥', '🚀', '✨'];

/**
 * SPEC §2 request flow: (1) not signed in → warning and login with return path; (2) incomplete
 * profile → warning and profile with return path; (3) questions dialog when the event has any,
 * else register directly; (4) a celebration after a successful submit.
 * Render `dialog` somewhere and put `<span id={rewardId} />` where the emoji should burst from.
 */
export function useRequestToJoin(
  event: Pick<Event, 'id' | 'slug' | 'name' | 'requireDefaultQuestions' | 'questions'>,
  options: { elementCount: number; place: string },
) {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const rewardId = `celebrate-${options.place}-${event.id}`;
  const { reward } = useReward(rewardId, 'emoji', {
    emoji: EMOJI,
    elementCount: options.elementCount,
    lifetime: CELEBRATION.lifetime,
  });
  const [dialogOpen, setDialogOpen] = useState(false);
  const mutation = useRegistrationMutation(requestToJoin);

  const submit = async (input: { questions: string[]; answers: string[] }) => {
    const result = await runAction(() => mutation.mutateAsync({ slug: event.slug, event_id: event.id, ...input }));
    if (!result) return false;
    setDialogOpen(false);
    reward();
    return true;
  };

  const start = () => {
    const user = auth.user;
    if (!user) {
      toast.warning(NOT_LOGGED_IN_MESSAGE);
      void navigate(paths.login(currentPath(location)));
      return;
    }
    if (!isProfileComplete(user)) {
      toast.warning(PROFILE_INCOMPLETE_MESSAGE);
      void navigate(paths.profile(currentPath(location)));
      return;
    }
    if (needsQuestionsDialog(event)) setDialogOpen(true);
    else void submit({ questions: [], answers: [] });
  };

  const dialog = dialogOpen ? (
    <QuestionsDialog
      event={event}
      open={dialogOpen}
      onOpenChange={setDialogOpen}
      onSubmit={submit}
      pending={mutation.isPending}
      initialHeadline={auth.user?.headline ?? ''}
    />
  ) : null;

  return { start, dialog, rewardId, pending: mutation.isPending, authLoading: auth.status === 'loading' };
}
