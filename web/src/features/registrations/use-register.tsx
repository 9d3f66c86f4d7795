import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Event } from '@hearth/contract/events';
import {
  isProfileComplete,
  NOT_LOGGED_IN_MESSAGE,
  PROFILE_INCOMPLETE_MESSAGE,
  needsQuestionsDialog,
} from '@hearth/contract/request-rules';
import { celebrate } from '../../lib/celebrate.ts';
import { notify } from '../../lib/notify.ts';
import { currentPath, paths } from '../../lib/paths.ts';
import { useAuth } from '../auth/index.ts';
import { createRegistration, useRegistrationMutation } from './api.ts';
import { requestToast } from './request-toast.ts';

// The list shows this button on every card: the dialog, the toasts and the celebration load on first use.
const QuestionsDialog = lazy(() => import('./components/questions-dialog.tsx').then((m) => ({ default: m.QuestionsDialog })));

/** docs/product/registrations.md#request-flow: 25 emoji on the event page, 10 on the list page, lifetime 300 frames. */
export const CELEBRATION = { eventPage: 25, listPage: 10, lifetime: 300 } as const;
const EMOJI = ['🎉', '🥳', '🔥', '🚀', '✨'];

/**
 * docs/product/registrations.md#request-flow: (1) not signed in → warning and login with return path; (2) incomplete
 * profile → warning and profile with return path; (3) questions dialog when the event has any,
 * else register directly; (4) a celebration after a successful submit.
 * Render `dialog` somewhere and put `<span id={rewardId} />` where the emoji should burst from.
 */
export function useRegister(
  event: Pick<Event, 'id' | 'slug' | 'name' | 'requireDefaultQuestions' | 'questions' | 'approval_required'>,
  options: { elementCount: number; place: string },
) {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const rewardId = `celebrate-${options.place}-${event.id}`;
  const [dialogOpen, setDialogOpen] = useState(false);
  const mutation = useRegistrationMutation(createRegistration);

  const submit = async (input: { questions: string[]; answers: string[] }) => {
    const { runAction } = await import('../../lib/action.ts');
    const result = await runAction(() => mutation.mutateAsync({ slug: event.slug, event_id: event.id, ...input }), {
      success: requestToast,
    });
    if (!result) return false;
    setDialogOpen(false);
    void celebrate(rewardId, { emoji: EMOJI, elementCount: options.elementCount, lifetime: CELEBRATION.lifetime });
    return true;
  };

  const start = () => {
    const user = auth.user;
    if (!user) {
      notify.warning(NOT_LOGGED_IN_MESSAGE);
      void navigate(paths.login(currentPath(location)));
      return;
    }
    if (!isProfileComplete(user)) {
      notify.warning(PROFILE_INCOMPLETE_MESSAGE);
      void navigate(paths.profile(currentPath(location)));
      return;
    }
    if (needsQuestionsDialog(event)) setDialogOpen(true);
    else void submit({ questions: [], answers: [] });
  };

  const dialog = dialogOpen ? (
    <Suspense fallback={null}>
      <QuestionsDialog
        event={event}
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        onSubmit={submit}
        pending={mutation.isPending}
        initialHeadline={auth.user?.headline ?? ''}
      />
    </Suspense>
  ) : null;

  return { start, dialog, rewardId, pending: mutation.isPending, authLoading: auth.status === 'loading' };
}
