import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { NewRegistrationBodySchema } from '@hearth/contract/registrations';
import {
  AI_PROJECT_HINT,
  CANCEL_CONFIRM_MESSAGE,
  DEFAULT_AI_PROJECT_QUESTION,
  DEFAULT_HEADLINE_QUESTION,
  DEFAULT_QUESTIONS,
  HEADLINE_HINT,
  isRequiredQuestion,
  questionsFor,
  REQUIRED_ANSWERS_MESSAGE,
} from '@hearth/contract/request-rules';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { Form, useZodForm } from '../../../components/ui/form.tsx';

type QuestionsEvent = {
  name: string;
  requireDefaultQuestions: boolean;
  questions: string[];
  /** False: the answers register the guest at once (docs/product/registrations.md#one-step-rsvp). */
  approval_required?: boolean;
};

const labels: Record<string, string> = {
  [DEFAULT_HEADLINE_QUESTION]: 'Headline *',
  [DEFAULT_AI_PROJECT_QUESTION]: 'AI project *',
};

const REQUIRED_MESSAGE = 'This question is required.';

/** The request body's answers, each required one (see isRequiredQuestion) non-blank. */
function answersSchema(event: QuestionsEvent) {
  const defaults = event.requireDefaultQuestions ? DEFAULT_QUESTIONS.length : 0;
  return z.object({ answers: NewRegistrationBodySchema.shape.answers }).superRefine(({ answers }, context) => {
    questionsFor(event).forEach((question, index) => {
      const required = index < defaults || isRequiredQuestion(question);
      if (required && !(answers[index] ?? '').trim()) {
        context.addIssue({ code: 'custom', path: ['answers', index], message: REQUIRED_MESSAGE });
      }
    });
  });
}

/**
 * docs/product/registrations.md#questions dialog: the default questions (headline, AI project) when the event requires
 * them, then the host's questions; a trailing '*' marks a required one. Cancelling asks first.
 */
export function QuestionsDialog({
  event,
  open,
  onOpenChange,
  onSubmit,
  pending,
  initialHeadline = '',
}: {
  event: QuestionsEvent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (input: { questions: string[]; answers: string[] }) => Promise<boolean>;
  pending: boolean;
  initialHeadline?: string;
}) {
  const questions = questionsFor(event);
  const defaults = event.requireDefaultQuestions ? DEFAULT_QUESTIONS.length : 0;
  const blank = () => questions.map((question) => (question === DEFAULT_HEADLINE_QUESTION && defaults ? initialHeadline : ''));
  const schema = useMemo(() => answersSchema(event), [event]);
  // A failed check leaves focus where it is; after one, each answer's message follows its text.
  const form = useZodForm(schema, { defaultValues: { answers: blank() }, shouldFocusError: false });
  const { register, formState } = form;
  const [confirmCancel, setConfirmCancel] = useState(false);

  const reset = () => form.reset({ answers: blank() });

  const submit = async ({ answers }: { answers: string[] }) => {
    const done = await onSubmit({ questions, answers: answers.map((answer) => answer.trim()) });
    if (done) reset();
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? onOpenChange(true) : setConfirmCancel(true))}
        title={event.approval_required === false ? `Register for ${event.name}` : `Request to join ${event.name}`}
        description="Answer the host's questions. Questions marked with * are required."
        size="lg"
      >
        <Form form={form} onSubmit={submit} onInvalidSubmit={() => toast.error(REQUIRED_ANSWERS_MESSAGE)} className="space-y-5">
          {questions.map((question, index) => {
            const required = index < defaults || isRequiredQuestion(question);
            const isDefault = index < defaults;
            const label = isDefault ? (labels[question] ?? question) : question;
            const hint = isDefault
              ? question === DEFAULT_HEADLINE_QUESTION
                ? `e.g. ${HEADLINE_HINT}`
                : AI_PROJECT_HINT
              : undefined;
            return (
              <Field key={`${index}-${question}`} label={label} hint={hint} error={formState.errors.answers?.[index]?.message}>
                {(props) =>
                  question === DEFAULT_HEADLINE_QUESTION && isDefault ? (
                    <Input
                      {...props}
                      {...register(`answers.${index}`)}
                      placeholder={HEADLINE_HINT}
                      aria-required={required}
                      maxLength={200}
                    />
                  ) : (
                    <Textarea {...props} {...register(`answers.${index}`)} aria-required={required} rows={3} maxLength={5000} />
                  )
                }
              </Field>
            );
          })}
          <DialogFooter>
            <Button variant="secondary" onClick={() => setConfirmCancel(true)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Submitting…' : 'Submit'}
            </Button>
          </DialogFooter>
        </Form>
      </Dialog>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={CANCEL_CONFIRM_MESSAGE}
        description="Your answers will not be saved."
        confirmLabel="Yes, cancel"
        cancelLabel="Keep editing"
        onConfirm={() => {
          setConfirmCancel(false);
          reset();
          onOpenChange(false);
        }}
      />
    </>
  );
}
